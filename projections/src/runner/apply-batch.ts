import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { GlobalPosition, StoredEvent } from '@platform/event-store/event-store.port';
import {
  advanceCheckpoint,
  CheckpointMovedError,
  replayableCommit,
} from '@projections/runner/checkpoint-store';
import type { Projection } from '@projections/runner/projection';

/**
 * Applies one batch of the projection's events and moves its checkpoint from `from` to `to`
 * (how far the read saw, at or past the batch's last event) atomically: the read model and the
 * checkpoint change together or not at all, so a crash mid-batch neither skips nor doubles.
 * Answers the new checkpoint.
 */
export async function applyBatch(
  db: Kysely<Database>,
  projection: Projection,
  moves: { from: GlobalPosition; to: GlobalPosition },
  events: readonly StoredEvent[],
): Promise<GlobalPosition> {
  const writesOf = projection.writesOf?.bind(projection);
  if (writesOf) {
    await applyAsOneStatement(db, projection.name, moves, (when) => writesOf(events, when));
    return moves.to;
  }
  await db.transaction().execute(async (trx) => {
    await advanceCheckpoint(trx, projection.name, moves.from, moves.to);
    await projection.apply(trx, events);
  });
  return moves.to;
}

/**
 * The checkpoint's compare-and-set and the projection's writes as the parts of one statement,
 * atomic by itself: the writes happen only when the checkpoint moved, and a checkpoint moved by
 * someone else writes nothing and throws, as advanceCheckpoint does. The move commits replayably,
 * as there (replayableCommit).
 */
async function applyAsOneStatement(
  db: Kysely<Database>,
  name: string,
  { from, to }: { from: GlobalPosition; to: GlobalPosition },
  writesWhen: (when: RawBuilder<unknown>) => RawBuilder<unknown>[],
): Promise<void> {
  const writes = writesWhen(sql`EXISTS (SELECT FROM moved)`);
  const parts = writes.map((write, index) => sql`, ${sql.id(`write_${index}`)} AS (${write})`);
  const { rows } = await sql<{ moved: number }>`
    WITH moved AS (
      UPDATE projection_checkpoints
         SET commit_position = ${String(to.commit)}, prepare_position = ${String(to.prepare)},
             updated_at = now()
       WHERE name = ${name}
         AND commit_position = ${String(from.commit)} AND prepare_position = ${String(from.prepare)}
      RETURNING name, ${replayableCommit} AS commit_mode
    )${sql.join(parts, sql``)}
    SELECT count(*)::int AS moved FROM moved`.execute(db);
  if (rows[0]!.moved !== 1) throw new CheckpointMovedError(name);
}
