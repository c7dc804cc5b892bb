import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
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
 * What a checkpoint's move sets for its own transaction: to commit without waiting for the WAL to
 * reach the disk (synchronous_commit off; PostgreSQL reads the setting when it commits). The
 * events behind the move are durable already, and the move commits with its batch's read-model
 * writes or not at all: a server crash before the WAL is flushed loses both together, and the
 * projection applies the batch again from its checkpoint, as after any crash. A write waits for
 * the projections it feeds (read-your-writes), so the flush's wait was in the path of every write.
 */
export const replayableCommit = sql<string>`set_config('synchronous_commit', 'off', true)`;

/**
 * The compare-and-set of a checkpoint as one statement: moves it from `from` to `to` and answers
 * its name, or answers nothing when it no longer stands at `from`. Its transaction commits
 * replayably (replayableCommit). Run alone (advanceCheckpoint) or as a part of a batch's one
 * statement (apply-batch.ts).
 */
export function checkpointMove(name: string, from: GlobalPosition, to: GlobalPosition): RawBuilder<unknown> {
  return sql`
    UPDATE projection_checkpoints
       SET commit_position = ${String(to.commit)}, prepare_position = ${String(to.prepare)},
           updated_at = now()
     WHERE name = ${name}
       AND commit_position = ${String(from.commit)} AND prepare_position = ${String(from.prepare)}
    RETURNING name, ${replayableCommit} AS commit_mode`;
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
  const { rows } = await checkpointMove(name, from, to).execute(trx);
  if (rows.length !== 1) throw new CheckpointMovedError(name);
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
