import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '@infra/schema/database';
import { type GlobalPosition, startOfAll } from '@platform/event-store/event-store.port';

/** Thrown when a checkpoint is not where its runner last left it: the batch must roll back. */
export class CheckpointMovedError extends Error {
  constructor(readonly projection: string) {
    super(`checkpoint of projection ${projection} was moved by someone else`);
    this.name = 'CheckpointMovedError';
  }
}

export async function loadCheckpoint(db: Kysely<Database>, name: string): Promise<GlobalPosition> {
  await db
    .insertInto('projection_checkpoints')
    .values({ name, commit_position: 0, prepare_position: 0, updated_at: sql`now()` })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('projection_checkpoints')
    .select(['commit_position', 'prepare_position'])
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) };
}

export async function loadAllCheckpoints(db: Kysely<Database>): Promise<Map<string, GlobalPosition>> {
  const rows = await db.selectFrom('projection_checkpoints').selectAll().execute();
  return new Map(
    rows.map((row) => [
      row.name,
      { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
    ]),
  );
}

/**
 * Compare-and-set: moves the checkpoint from `from` to `to` or throws, so that a batch whose
 * checkpoint was moved concurrently never commits its read-model writes (EVENTSTORE.md §3).
 */
export async function advanceCheckpoint(
  trx: Transaction<Database>,
  name: string,
  from: GlobalPosition,
  to: GlobalPosition,
): Promise<void> {
  const result = await trx
    .updateTable('projection_checkpoints')
    .set({ commit_position: String(to.commit), prepare_position: String(to.prepare), updated_at: sql`now()` })
    .where('name', '=', name)
    .where('commit_position', '=', String(from.commit))
    .where('prepare_position', '=', String(from.prepare))
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) throw new CheckpointMovedError(name);
}

/** advanceCheckpoint in a transaction of its own, for a move that applies no events. Answers `to`. */
export async function moveCheckpoint(
  db: Kysely<Database>,
  name: string,
  moves: { from: GlobalPosition; to: GlobalPosition },
): Promise<GlobalPosition> {
  await db.transaction().execute((trx) => advanceCheckpoint(trx, name, moves.from, moves.to));
  return moves.to;
}

export async function resetCheckpoint(trx: Transaction<Database>, name: string): Promise<void> {
  await trx
    .updateTable('projection_checkpoints')
    .set({
      commit_position: String(startOfAll.commit),
      prepare_position: String(startOfAll.prepare),
      updated_at: sql`now()`,
    })
    .where('name', '=', name)
    .execute();
}
