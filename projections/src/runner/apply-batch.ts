import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { GlobalPosition, StoredEvent } from '@platform/event-store/event-store.port';
import { advanceCheckpoint, CheckpointMovedError } from '@projections/runner/checkpoint-store';
import type { Projection } from '@projections/runner/projection';

/**
 * What a batch's transaction commits with: not waiting for its WAL to reach the disk
 * (synchronous_commit off, for that transaction only; PostgreSQL reads the setting when it
 * commits). The batch's events are durable already, and the batch commits with its checkpoint's
 * move or not at all: a server crash before the WAL is flushed loses both together, and the
 * projection applies the batch again from its checkpoint, as after any crash. A write waits for
 * the projections it feeds (read-your-writes), so the flush's wait was in the path of every write.
 */
const replayableCommit = sql`set_config('synchronous_commit', 'off', true)`;

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
    await sql`SELECT ${replayableCommit}`.execute(trx);
    await advanceCheckpoint(trx, projection.name, moves.from, moves.to);
    await projection.apply(trx, events);
  });
  return moves.to;
}

/**
 * The checkpoint's compare-and-set and the projection's writes as the parts of one statement,
 * atomic by itself: the writes happen only when the checkpoint moved, and a checkpoint moved by
 * someone else writes nothing and throws, as advanceCheckpoint does.
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
      RETURNING name
    )${sql.join(parts, sql``)}
    SELECT count(*)::int AS moved, ${replayableCommit} AS commit_mode FROM moved`.execute(db);
  if (rows[0]!.moved !== 1) throw new CheckpointMovedError(name);
}
