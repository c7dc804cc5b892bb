import { sql } from 'kysely';
import { migrateToLatest } from '@infra/migrations/migrate';
import { moneyMigrations } from '@infra/migrations/money/money.migrations';
import { platformMigrations } from '@infra/migrations/platform/platform.migrations';
import type { SqlDatabase } from '@platform/database/database';
import { bothDatabases } from '@platform/testing/both-databases';
import { MerchantDayFiguresQueries } from '@projections/money/reconciliation/merchant-day-figures.queries';
import { refundOrderStatus } from '@services/money/refund-order/refund-order.events';

const day = '2026-11-24';
const dayBefore = '2026-11-23';
const tenantA = '000042';
const tenantB = '000043';

/** Orders of merchants 9 and 10 (tenant A) and 11 (tenant B), with their day's money, in yuan. */
async function recordBusiness(database: SqlDatabase): Promise<void> {
  let id = 100;
  const order = async (tenant: string, merchantId: number) => {
    const orderId = ++id;
    await sql`
      INSERT INTO prepaid_order_info (id, tenant_id, merchant_id, payment_no, card_id, card_no, buyer_name,
        trade_amount, provision_ratio, paid_amount, frozen_amount, provision_amount, consumed_amount,
        create_time, update_time)
      VALUES (${orderId}, ${tenant}, ${merchantId}, ${`P-${orderId}`}, ${orderId}, ${`CARD-${orderId}`}, '张三',
        100, 0, 100, 100, 0, 0, now(), now())`.execute(database.db);
    return orderId;
  };
  const deposit = async (orderId: number | null, yuan: number, on = day) =>
    sql`
      INSERT INTO prepaid_order_depository (id, tenant_id, bank_serial, payment_no, account_no, payer_name,
        amount, value_date, order_id, create_time, update_time)
      VALUES (${++id}, ${tenantA}, ${`B-${id}`}, 'P', 'A', '张三', ${yuan}, ${on}::date, ${orderId},
        now(), now())`.execute(database.db);
  // 10:00 in Beijing on the day, and 23:30 in Beijing the day before (15:30 UTC that same day).
  const consume = async (orderId: number, yuan: number, at = `${day}T02:00:00Z`) =>
    sql`
      INSERT INTO prepaid_order_consume (id, tenant_id, order_id, consume_amount, payable_amount,
        provision_amount, reported_by, create_time, update_time)
      VALUES (${++id}, ${tenantA}, ${orderId}, ${yuan}, ${yuan}, 0, 'consumer', ${at}::timestamptz,
        ${at}::timestamptz)`.execute(database.db);
  const refund = async (tenant: string, merchantId: number, yuan: number, on: string | null) =>
    sql`
      INSERT INTO prepaid_refund_order (id, tenant_id, apply_id, order_id, merchant_id, payment_no, amount,
        account_no, account_name, serial, create_time, update_time, value_date, status)
      VALUES (${++id}, ${tenant}, 1, 1, ${merchantId}, 'P', ${yuan}, 'A', '张三', ${`S-${id}`}, now(), now(),
        ${on}::date, ${on ? refundOrderStatus.refunded : refundOrderStatus.pending})`.execute(database.db);

  // Merchant 9: one order charged twice on the day (one order all the same), another once, a
  // third only the day before; consumptions on the day and the evening before; a refund paid.
  const twice = await order(tenantA, 9);
  await deposit(twice, 30);
  await deposit(twice, 20);
  const once = await order(tenantA, 9);
  await deposit(once, 80);
  const before = await order(tenantA, 9);
  await deposit(before, 40, dayBefore);
  await consume(once, 25);
  await consume(before, 5);
  await consume(once, 7, `${dayBefore}T15:30:00Z`);
  await refund(tenantA, 9, 12, day);
  await refund(tenantA, 9, 3, null);
  // Merchant 10: only a consumption. Merchant 11 (tenant B): only a refund paid.
  await consume(await order(tenantA, 10), 9);
  await refund(tenantB, 11, 6, day);
  // Money no order claims (in suspense) is no merchant's business.
  await deposit(null, 70);
}

const databases = bothDatabases('merchant_day_figures');

describe.each(databases)("each merchant's figures of a day on %s", (_, open) => {
  let database: SqlDatabase;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await open());
    await migrateToLatest(database.db, { ...platformMigrations, ...moneyMigrations });
    await recordBusiness(database);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('counts each order charged on the day once, and sums the day’s deposits, consumptions and refunds', async () => {
    expect(await new MerchantDayFiguresQueries(database.db).of(day)).toEqual([
      {
        tenantId: tenantA,
        merchantId: '9',
        orderCount: 2,
        depositAmount: '130.00',
        consumeAmount: '30.00',
        refundAmount: '12.00',
      },
      {
        tenantId: tenantA,
        merchantId: '10',
        orderCount: 0,
        depositAmount: '0.00',
        consumeAmount: '9.00',
        refundAmount: '0.00',
      },
      {
        tenantId: tenantB,
        merchantId: '11',
        orderCount: 0,
        depositAmount: '0.00',
        consumeAmount: '0.00',
        refundAmount: '6.00',
      },
    ]);
  });

  it('finds nothing on a day without business', async () => {
    expect(await new MerchantDayFiguresQueries(database.db).of('2026-11-20')).toEqual([]);
  });
});
