import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import { migrateToLatest } from '@infra/migrations/migrate';
import { openPglite, openPostgres, type SqlDatabase } from '@platform/database/database';
import { event } from '@platform/event-store/event-store.contract';
import { SqlEventStore } from '@platform/event-store/sql/sql-event-store';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import { applyBatch } from '@projections/runner/apply-batch';
import {
  advanceCheckpoint,
  CheckpointMovedError,
  loadCheckpoint,
} from '@projections/runner/checkpoint-store';
import type { Projection } from '@projections/runner/projection';
import {
  countingTable,
  createCountingTable,
  oneStatementCountingProjection,
} from '@projections/runner/testing/counting-projection';

/**
 * A projection that writes in one statement (writesOf) has its batch and its checkpoint's move
 * sent as one statement: both change, or, when the checkpoint was moved by someone else,
 * neither does and the batch is refused as in a transaction.
 */
describe.each([
  ['PostgreSQL', true],
  ['PGlite', false],
])('a batch written in one statement on %s', (_, onPostgres) => {
  let scratch: ScratchDatabase | undefined;
  let database: SqlDatabase;
  let store: SqlEventStore;
  const projection = oneStatementCountingProjection();

  beforeAll(async () => {
    scratch = onPostgres ? await createScratchDatabase('apply-batch') : undefined;
    database = scratch ? openPostgres(scratch.url, 2) : await openPglite('memory://');
    await migrateToLatest(database.db);
    await createCountingTable(database.db);
    store = new SqlEventStore(database);
  });
  afterAll(async () => {
    await store.close();
    await database.close();
    await scratch?.drop();
  });

  async function totalOf(stream: string): Promise<number> {
    const { rows } = await sql<{ events: string }>`
      SELECT events FROM ${sql.table(countingTable)} WHERE stream = ${stream}`.execute(database.db);
    return Number(rows[0]?.events ?? 0);
  }

  async function appendCounted(stream: string, count: number) {
    const events = Array.from({ length: count }, () => event('Counted'));
    await store.append([{ streamId: stream, expectedRevision: 'any', events }]);
    return (await store.readStream(stream)).events.slice(-count);
  }

  it('moves the checkpoint and writes the batch together', async () => {
    const stream = `counted-${randomUUID()}`;
    const events = await appendCounted(stream, 3);
    const from = await loadCheckpoint(database.db, projection.name);
    const to = events[events.length - 1]!.position;

    expect(await applyBatch(database.db, projection, { from, to }, events)).toEqual(to);

    expect(await totalOf(stream)).toBe(3);
    expect(await loadCheckpoint(database.db, projection.name)).toEqual(to);
  });

  it('writes nothing and refuses the batch when the checkpoint was moved meanwhile', async () => {
    const stream = `counted-${randomUUID()}`;
    const events = await appendCounted(stream, 2);
    const stored = await loadCheckpoint(database.db, projection.name);
    const stale = { commit: stored.commit, prepare: stored.prepare - 1n };
    const moves = { from: stale, to: events[events.length - 1]!.position };

    await expect(applyBatch(database.db, projection, moves, events)).rejects.toBeInstanceOf(
      CheckpointMovedError,
    );

    expect(await totalOf(stream)).toBe(0);
    expect(await loadCheckpoint(database.db, projection.name)).toEqual(stored);
  });

  async function synchronousCommit(db: Kysely<Database>): Promise<string> {
    const { rows } = await sql<{ mode: string }>`
      SELECT current_setting('synchronous_commit') AS mode`.execute(db);
    return rows[0]!.mode;
  }

  it('commits a checkpoint move without waiting for the WAL flush, in its own transaction only', async () => {
    const stream = `counted-${randomUUID()}`;
    const events = await appendCounted(stream, 2);
    const to = events[events.length - 1]!.position;
    const seenInside: string[] = [];
    const inATransaction: Projection = {
      name: `recording-${randomUUID()}`,
      handles: ['Counted'],
      tables: [],
      apply: async (trx) => void seenInside.push(await synchronousCommit(trx)),
    };

    await applyBatch(
      database.db,
      inATransaction,
      { from: await loadCheckpoint(database.db, inATransaction.name), to },
      events,
    );
    // The one-statement batch in a transaction of the test's, to read the setting it leaves there.
    const seenAfterOneStatement = await database.db.transaction().execute(async (trx) => {
      await applyBatch(trx, projection, { from: await loadCheckpoint(trx, projection.name), to }, events);
      return synchronousCommit(trx);
    });

    // A move without events is the same compare-and-set.
    const checkpointOnly = `moved-${randomUUID()}`;
    const seenAfterMove = await database.db.transaction().execute(async (trx) => {
      await advanceCheckpoint(trx, checkpointOnly, await loadCheckpoint(trx, checkpointOnly), to);
      return synchronousCommit(trx);
    });

    expect(seenInside).toEqual(['off']);
    expect(seenAfterOneStatement).toBe('off');
    expect(seenAfterMove).toBe('off');
    expect(await totalOf(stream)).toBe(2);
    // Never left set on a pooled connection: what else it runs commits as the server does.
    const afterwards = await Promise.all([synchronousCommit(database.db), synchronousCommit(database.db)]);
    expect(afterwards).toEqual(['on', 'on']);
  });
});
