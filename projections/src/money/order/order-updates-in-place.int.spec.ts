import { sql, type Transaction } from 'kysely';
import type { Database } from '@infra/schema/database';
import { migrateToLatest } from '@infra/migrations/migrate';
import { moneyMigrations } from '@infra/migrations/money/money.migrations';
import type { SqlDatabase } from '@platform/database/database';
import { scratchPostgres } from '@platform/testing/both-databases';
import type { StoredEvent } from '@platform/event-store/event-store.port';
import { orderProjection } from '@projections/money/order/order.projection';
import { orderStatus } from '@services/money/order/order.events';

/** Several pages of orders: every one full, were there no room kept on them. */
const orderCount = 300;
const tenantId = '000042';

/** A consumption of 1 yuan from order `id`, which has consumed `consumedFen` before it. */
function consumed(id: number, consumedFen: number): StoredEvent {
  const at = '2026-11-30T02:00:00.000Z';
  return {
    eventId: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    type: 'OrderConsumed',
    data: {
      id: String(id),
      by: '1',
      at,
      consumeId: String(100_000 + id),
      amountFen: 100,
      payableFen: 90,
      provisionFen: 10,
      remark: null,
      reportedBy: 'consumer',
      transaction: { id: String(200_000 + id), postings: [] },
      balances: {
        paidFen: 10_000,
        frozenFen: 9_900 - consumedFen,
        provisionFen: 10,
        consumedFen: consumedFen + 100,
      },
    },
    metadata: {
      tenantId,
      userId: '1',
      account: 'consumer',
      correlationId: 'c',
      causationId: 'c',
      occurredAt: at,
      clientIp: '',
    },
    streamId: `order-${id}`,
    streamRevision: 3n,
    position: { commit: 1n, prepare: BigInt(id) },
    recordedAt: new Date(at),
  };
}

/**
 * The table's updates this session has counted and not yet reported, all of them and the
 * heap-only ones: the counts go on from one transaction to the next until reported, so a
 * transaction's own are the difference of two readings inside it.
 */
async function updatesCounted(trx: Transaction<Database>): Promise<{ updated: number; heapOnly: number }> {
  const { rows } = await sql<{ updated: number; heapOnly: number }>`
    SELECT pg_stat_get_xact_tuples_updated('prepaid_order_info'::regclass)::int AS updated,
           pg_stat_get_xact_tuples_hot_updated('prepaid_order_info'::regclass)::int AS "heapOnly"`.execute(
    trx,
  );
  return rows[0]!;
}

/**
 * An order's row is rewritten at each movement of its money, in columns no index covers: the
 * new version must stay on the row's page (a heap-only update, migration 0221), so that a
 * consumption touches none of the table's indexes.
 */
describe('orders updated in place', () => {
  let database: SqlDatabase;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await scratchPostgres('order_updates'));
    await migrateToLatest(database.db, moneyMigrations);
    await sql`
      INSERT INTO prepaid_order_info (id, tenant_id, merchant_id, payment_no, card_id, card_no, buyer_name,
        trade_amount, provision_ratio, paid_amount, frozen_amount, provision_amount, consumed_amount,
        create_time, update_time, status)
      SELECT i, ${tenantId}, 9, 'P-' || i, i, 'CARD-' || i, '张三', 100, 1000, 100, 99, 0.1, 0.9, now(), now(),
             ${orderStatus.consuming}
        FROM generate_series(1, ${orderCount}) AS i`.execute(database.db);
  });

  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('writes consumptions of orders already consuming without touching an index', async () => {
    // As under load: each batch holds a few orders of a page (one in ten), and the next batch
    // comes back to the same pages once the first has committed. Two such batches fit in the
    // fifth of each page kept free; later ones need PostgreSQL to prune the versions left behind,
    // which it does when it can (no snapshot still sees them, no other process pins the page),
    // so a third would test the machine's load rather than the table.
    const rounds = 2;
    const ordersPerRound = orderCount / 10;
    let updated = 0;
    let heapOnly = 0;
    for (let round = 0; round < rounds; round++) {
      const events = Array.from({ length: ordersPerRound }, (_, index) =>
        consumed(index * 10 + round + 1, 90),
      );
      await database.db.transaction().execute(async (trx) => {
        const before = await updatesCounted(trx);
        await orderProjection.apply(trx, events);
        const after = await updatesCounted(trx);
        updated += after.updated - before.updated;
        heapOnly += after.heapOnly - before.heapOnly;
      });
    }
    expect({ updated, heapOnly }).toEqual({
      updated: rounds * ordersPerRound,
      heapOnly: rounds * ordersPerRound,
    });
    const { rows } = await sql<{ consumed: string }>`
      SELECT sum(consumed_amount)::text AS consumed FROM prepaid_order_info`.execute(database.db);
    // 1.90 yuan consumed by each of the 60 orders reported on, 0.90 by each of the other 240.
    expect(rows[0]!.consumed).toBe('330.00');
  });
});
