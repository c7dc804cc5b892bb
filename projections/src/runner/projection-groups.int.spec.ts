import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { migrateToLatest } from '@infra/migrations/migrate';
import { openPostgres, type SqlDatabase } from '@platform/database/database';
import { event } from '@platform/event-store/event-store.contract';
import type { GlobalPosition } from '@platform/event-store/event-store.port';
import { SqlEventStore } from '@platform/event-store/sql/sql-event-store';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import { applySharedBatch } from '@projections/runner/apply-batch';
import { CheckpointMovedError, loadCheckpoint, resetCheckpoint } from '@projections/runner/checkpoint-store';
import type { Projection } from '@projections/runner/projection';
import { ProjectionEngine } from '@projections/runner/projection-engine';
import { createCountingTable, tallyProjection } from '@projections/runner/testing/counting-projection';

/**
 * Projections that share event types run as one group: one read and one commit per batch. Each
 * member still sees only its own types, each event once, from its own checkpoint; the tally
 * projections add counts, so a batch applied twice or skipped shows.
 */
describe.each([
  ['every member in one statement', true],
  ['a member written in a transaction', false],
])('a group of projections on PostgreSQL, %s', (_, bothInOneStatement) => {
  let scratch: ScratchDatabase;
  let database: SqlDatabase;
  let store: SqlEventStore;
  // Orders see both types; consumptions only theirs: they share 'Consumed'.
  const orders = tallyProjection('group-orders', ['Ordered', 'Consumed'], { oneStatement: true });
  const consumptions = tallyProjection('group-consumptions', ['Consumed'], {
    oneStatement: bothInOneStatement,
  });
  const members = [orders, consumptions];

  beforeAll(async () => {
    scratch = await createScratchDatabase('groups');
    database = openPostgres(scratch.url, 4);
    await migrateToLatest(database.db);
    for (const member of members) await createCountingTable(database.db, member.tables[0]);
    store = new SqlEventStore(database);
  });
  afterAll(async () => {
    await store.close();
    await database.close();
    await scratch.drop();
  });

  async function totalOf(member: Projection, stream: string): Promise<number> {
    const { rows } = await sql<{ events: string }>`
      SELECT events FROM ${sql.table(member.tables[0]!)} WHERE stream = ${stream}`.execute(database.db);
    return Number(rows[0]?.events ?? 0);
  }

  async function appendTo(stream: string, types: string[]): Promise<GlobalPosition> {
    const events = types.map((type) => event(type));
    return (await store.append([{ streamId: stream, expectedRevision: 'any', events }])).position;
  }

  async function runUntil(position: GlobalPosition): Promise<void> {
    const engine = new ProjectionEngine({ database, store }, members, 10_000, {
      batchSize: 7,
      campaignEveryMs: 100,
    });
    await engine.start();
    try {
      await engine.progress.waitFor(position, ['Ordered', 'Consumed']);
      const status = await engine.status();
      expect(status.map(({ name, runningHere, lag }) => ({ name, runningHere, lag }))).toEqual(
        members.map(({ name }) => ({ name, runningHere: true, lag: 0 })),
      );
    } finally {
      await engine.stop();
    }
  }

  it('applies each member its own types, every event once, and moves every checkpoint', async () => {
    const stream = `order-${randomUUID()}`;
    await appendTo(stream, ['Ordered', 'Consumed', 'Consumed']);
    const last = await appendTo(
      stream,
      Array.from({ length: 20 }, (_, index) => (index % 4 ? 'Consumed' : 'Ordered')),
    );
    await runUntil(last);

    expect(await totalOf(orders, stream)).toBe(23);
    expect(await totalOf(consumptions, stream)).toBe(17);
    expect(await loadCheckpoint(database.db, orders.name)).toEqual(
      await loadCheckpoint(database.db, consumptions.name),
    );
  });

  it('takes each member on from its own checkpoint when they stand apart', async () => {
    const stream = `order-${randomUUID()}`;
    await appendTo(stream, ['Ordered', 'Consumed']);
    await runUntil(await appendTo(stream, ['Consumed']));
    // The consumptions' model emptied and its checkpoint set back, as a rebuild begins.
    await database.db.transaction().execute(async (trx) => {
      await sql`TRUNCATE ${sql.table(consumptions.tables[0]!)}`.execute(trx);
      await resetCheckpoint(trx, consumptions.name);
    });
    const last = await appendTo(stream, ['Consumed', 'Ordered']);
    await runUntil(last);

    expect(await totalOf(orders, stream)).toBe(5);
    expect(await totalOf(consumptions, stream)).toBe(3);
  });

  it('refuses a batch whose member checkpoint was moved meanwhile, writing nothing for that member', async () => {
    const stream = `order-${randomUUID()}`;
    const to = await appendTo(stream, ['Ordered', 'Consumed']);
    const { events } = await store.readStream(stream);
    const [fromOrders, fromConsumptions] = await Promise.all(
      members.map((member) => loadCheckpoint(database.db, member.name)),
    );
    const stale = { ...fromConsumptions!, prepare: fromConsumptions!.prepare - 1n };
    const shares = [
      { projection: orders, from: fromOrders!, events },
      {
        projection: consumptions,
        from: stale,
        events: events.filter((stored) => stored.type === 'Consumed'),
      },
    ];

    await expect(applySharedBatch(database.db, shares, to)).rejects.toEqual(
      new CheckpointMovedError(consumptions.name),
    );
    expect(await totalOf(consumptions, stream)).toBe(0);
    expect(await loadCheckpoint(database.db, consumptions.name)).toEqual(fromConsumptions);
    // In one statement each member's writes go with its own checkpoint's move; in a transaction
    // the whole batch rolls back.
    const ordersMoved = bothInOneStatement;
    expect(await totalOf(orders, stream)).toBe(ordersMoved ? 2 : 0);
    expect(await loadCheckpoint(database.db, orders.name)).toEqual(ordersMoved ? to : fromOrders);
  });
});
