import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { GlobalPosition, StoredEvent } from '@platform/event-store/event-store.port';
import {
  advanceCheckpoint,
  CheckpointMovedError,
  checkpointMove,
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
 * Each move commits replayably (checkpointMove).
 */
async function applyAsOneStatement(
  db: Kysely<Database>,
  shares: readonly BatchShare[],
  to: GlobalPosition,
): Promise<void> {
  // One compare-and-set per member, each reaching its row through the key as a single one did.
  const moved = shares.map((_, index) => sql.id(`moved_${index}`));
  const moves = shares.map(
    ({ projection, from }, index) => sql`${moved[index]} AS (${checkpointMove(projection.name, from, to)})`,
  );
  const writes = shares.flatMap(({ projection, events }, index) =>
    events.length > 0 ? projection.writesOf!(events, sql`EXISTS (SELECT FROM ${moved[index]})`) : [],
  );
  const parts = writes.map((write, index) => sql`${sql.id(`write_${index}`)} AS (${write})`);
  const { rows } = await sql<{ name: string }>`
    WITH ${sql.join([...moves, ...parts])}
    ${sql.join(
      moved.map((table) => sql`SELECT name FROM ${table}`),
      sql` UNION ALL `,
    )}`.execute(db);
  const movedNames = new Set(rows.map((row) => row.name));
  const stuck = shares.find(({ projection }) => !movedNames.has(projection.name));
  if (stuck) throw new CheckpointMovedError(stuck.projection.name);
}
