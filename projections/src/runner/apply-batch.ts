import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { GlobalPosition, StoredEvent } from '@platform/event-store/event-store.port';
import {
  advanceCheckpoint,
  CheckpointMovedError,
  replayableCommit,
} from '@projections/runner/checkpoint-store';
import type { Projection } from '@projections/runner/projection';

/** One projection's part of a batch read for several (projection-groups.ts). */
export interface BatchShare {
  projection: Projection;
  /** Where its checkpoint stands. */
  from: GlobalPosition;
  /** Its events of the batch, those after `from`: none when the batch holds nothing for it. */
  events: readonly StoredEvent[];
}

/**
 * Applies one batch of the projection's events and moves its checkpoint from `from` to `to`
 * (how far the read saw, at or past the batch's last event) atomically: the read model and the
 * checkpoint change together or not at all, so a crash mid-batch neither skips nor doubles.
 * Answers the new checkpoint.
 */
export function applyBatch(
  db: Kysely<Database>,
  projection: Projection,
  { from, to }: { from: GlobalPosition; to: GlobalPosition },
  events: readonly StoredEvent[],
): Promise<GlobalPosition> {
  return applySharedBatch(db, [{ projection, from, events }], to);
}

/**
 * applyBatch for the projections of one read: each share's events are applied and its checkpoint
 * moved to `to` atomically, all in one statement when every share can say its writes ahead,
 * else in one transaction. Answers `to`.
 */
export async function applySharedBatch(
  db: Kysely<Database>,
  shares: readonly BatchShare[],
  to: GlobalPosition,
): Promise<GlobalPosition> {
  if (shares.every(({ projection }) => projection.writesOf)) {
    await applyAsOneStatement(db, shares, to);
    return to;
  }
  await db.transaction().execute(async (trx) => {
    for (const { projection, from, events } of shares) {
      await advanceCheckpoint(trx, projection.name, from, to);
      if (events.length > 0) await projection.apply(trx, events);
    }
  });
  return to;
}

/**
 * The checkpoints' compare-and-set and the projections' writes as the parts of one statement,
 * atomic by itself: each projection's writes happen only when its own checkpoint moved. A
 * checkpoint moved by someone else throws, as advanceCheckpoint does; the shares whose
 * checkpoints did move keep their writes, which agree with where those checkpoints now stand.
 * The move commits replayably, as there (replayableCommit).
 */
async function applyAsOneStatement(
  db: Kysely<Database>,
  shares: readonly BatchShare[],
  to: GlobalPosition,
): Promise<void> {
  const writes = shares.flatMap(({ projection, events }) =>
    events.length > 0
      ? projection.writesOf!(events, sql`EXISTS (SELECT FROM moved WHERE name = ${projection.name})`)
      : [],
  );
  const parts = writes.map((write, index) => sql`, ${sql.id(`write_${index}`)} AS (${write})`);
  const names = shares.map(({ projection }) => projection.name);
  const column = (of: (from: GlobalPosition) => bigint) => shares.map(({ from }) => String(of(from)));
  const { rows } = await sql<{ moved: string[] | null }>`
    WITH moved AS (
      UPDATE projection_checkpoints AS checkpoint
         SET commit_position = ${String(to.commit)}, prepare_position = ${String(to.prepare)},
             updated_at = now()
        FROM unnest(${names}::text[], ${column((from) => from.commit)}::bigint[],
                    ${column((from) => from.prepare)}::bigint[]) AS expected(name, commit, prepare)
       WHERE checkpoint.name = expected.name
         AND checkpoint.commit_position = expected.commit AND checkpoint.prepare_position = expected.prepare
      RETURNING checkpoint.name, ${replayableCommit} AS commit_mode
    )${sql.join(parts, sql``)}
    SELECT array_agg(name) AS moved FROM moved`.execute(db);
  const moved = new Set(rows[0]?.moved ?? []);
  const stuck = names.find((name) => !moved.has(name));
  if (stuck !== undefined) throw new CheckpointMovedError(stuck);
}
