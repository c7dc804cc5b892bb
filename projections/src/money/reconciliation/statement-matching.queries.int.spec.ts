import { sql } from 'kysely';
import type { StatementLine } from '@infra/fake-bank/fake-bank-statement';
import { migrateToLatest } from '@infra/migrations/migrate';
import { moneyMigrations } from '@infra/migrations/money/money.migrations';
import { platformMigrations } from '@infra/migrations/platform/platform.migrations';
import type { SqlDatabase } from '@platform/database/database';
import { bothDatabases } from '@platform/testing/both-databases';
import {
  StatementMatchingQueries,
  type TenantOutcome,
} from '@projections/money/reconciliation/statement-matching.queries';
import { cutPaymentStatus } from '@services/money/cut-payment/cut-payment.events';
import { StagedStatement } from '@services/money/reconciliation/staged-statement.repository';
import { refundOrderStatus } from '@services/money/refund-order/refund-order.events';
import { statementOf } from '@services/money/testing/statement-of';

const day = '2026-11-24';
const dayBefore = '2026-11-23';
const tenant = '000042';

const charge = (bankSerial: string, amountFen: number): StatementLine => ({
  bankSerial,
  kind: 'charge',
  paymentNo: `P-${bankSerial}`,
  direction: 'in',
  amount: amountFen,
  valueDate: day,
  counterpartyName: '张三',
  bookedAt: `${day}T09:00:00+08:00`,
});
const sent =
  (kind: 'transfer' | 'refund') =>
  (serial: string, amountFen: number): StatementLine => ({
    bankSerial: `B-${serial}`,
    kind,
    serial,
    paymentNo: kind === 'refund' ? `P-${serial}` : undefined,
    direction: 'out',
    amount: amountFen,
    valueDate: day,
    counterpartyName: kind === 'transfer' ? '商户' : '张三',
    bookedAt: `${day}T18:00:00+08:00`,
  });
const transfer = sent('transfer');
const refund = sent('refund');

/** The bank's statement of the day. */
const statement = [
  charge('C1', 10_000),
  charge('NAMED-BEFORE', 300),
  transfer('S1', 4000),
  refund('R1', 2500),
  charge('MISSING-OURS', 900),
  charge('WRONG', 2000),
  charge('SUSPENSE', 700),
  transfer('UNRECORDED', 1000),
  transfer('PENDING', 1500),
  transfer('DIFFERS', 300),
  refund('REFUND-UNRECORDED', 600),
  refund('REFUND-PENDING', 700),
  refund('REFUND-DIFFERS', 800),
];

const byKey = (a: { key: string | null }, b: { key: string | null }) => (a.key! < b.key! ? -1 : 1);

/** Our records: deposits with their orders, cut-payments and refund orders, in fen. */
async function recordOurs(database: SqlDatabase): Promise<void> {
  let id = 0;
  const deposit = async (
    bankSerial: string,
    amountFen: number,
    { on = day, order = true, consumedFen = 0 } = {},
  ) => {
    const orderId = order ? ++id : null;
    if (orderId)
      await sql`
        INSERT INTO prepaid_order_info (id, tenant_id, merchant_id, payment_no, card_id, card_no, buyer_name,
          trade_amount, provision_ratio, paid_amount, frozen_amount, provision_amount, consumed_amount,
          create_time, update_time)
        VALUES (${orderId}, ${tenant}, 9, ${`P-${bankSerial}`}, ${orderId}, ${`CARD-${bankSerial}`}, '张三',
          ${amountFen / 100}, 0, ${amountFen / 100}, ${(amountFen - consumedFen) / 100}, 0, ${consumedFen / 100},
          now(), now())`.execute(database.db);
    await sql`
      INSERT INTO prepaid_order_depository (id, tenant_id, bank_serial, payment_no, account_no, payer_name,
        amount, value_date, order_id, create_time, update_time)
      VALUES (${++id}, ${tenant}, ${bankSerial}, ${`P-${bankSerial}`}, 'A', '张三', ${amountFen / 100},
        ${on}::date, ${orderId}, now(), now())`.execute(database.db);
  };
  const cutPayment = async (serial: string, amountFen: number, executedOn: string | null) =>
    sql`
      INSERT INTO prepaid_cut_payment_apply (id, tenant_id, merchant_id, org_payment_no, batch_no, amount,
        account_no, account_name, serial, create_time, update_time, value_date, status)
      VALUES (${++id}, ${tenant}, 9, ${serial}, 'B', ${amountFen / 100}, 'A', '商户', ${serial}, now(), now(),
        ${executedOn}::date, ${executedOn ? cutPaymentStatus.succeeded : cutPaymentStatus.pending})`.execute(
      database.db,
    );
  const refundOrder = async (serial: string, amountFen: number, executedOn: string | null) =>
    sql`
      INSERT INTO prepaid_refund_order (id, tenant_id, apply_id, order_id, merchant_id, payment_no, amount,
        account_no, account_name, serial, create_time, update_time, value_date, status)
      VALUES (${++id}, ${tenant}, 1, 1, 9, ${`P-${serial}`}, ${amountFen / 100}, 'A', '张三', ${serial},
        now(), now(), ${executedOn}::date,
        ${executedOn ? refundOrderStatus.refunded : refundOrderStatus.pending})`.execute(database.db);
  await deposit('C1', 10_000);
  await deposit('NAMED-BEFORE', 300, { on: dayBefore });
  await deposit('WRONG', 2100);
  await deposit('SUSPENSE', 700, { order: false });
  await deposit('NEVER-FUNDED', 3000, { consumedFen: 1000 });
  await deposit('NOT-AT-BANK', 500);
  // Another day's deposit the statement does not name: not this day's business.
  await deposit('YESTERDAY', 100, { on: dayBefore });
  await cutPayment('S1', 4000, day);
  await cutPayment('PENDING', 1500, null);
  await cutPayment('DIFFERS', 400, day);
  await cutPayment('LOST-AT-BANK', 800, day);
  await refundOrder('R1', 2500, day);
  await refundOrder('REFUND-PENDING', 700, null);
  await refundOrder('REFUND-DIFFERS', 900, day);
  await refundOrder('REFUND-LOST-AT-BANK', 1000, day);
  // Executed on another day and not on this statement: that day's business.
  await refundOrder('REFUND-YESTERDAY', 100, dayBefore);
}

const databases = bothDatabases('statement_matching');

/**
 * The day's matching in SQL over a staged statement, on both databases the product runs on:
 * each difference found as its kind of abnormal order, the rest counted and summed as matched.
 */
describe.each(databases)('matching a staged statement on %s', (_, open) => {
  let database: SqlDatabase;
  let drop: () => Promise<void>;
  let staged: StagedStatement;
  let outcomes: TenantOutcome[];

  beforeAll(async () => {
    ({ database, drop } = await open());
    await migrateToLatest(database.db, { ...platformMigrations, ...moneyMigrations });
    await recordOurs(database);
    staged = new StagedStatement(database);
    // Another run's lines, staged beside this one's: no business of this run.
    await staged.stage('other-run', statementOf(day, [charge('NOT-AT-BANK', 500)]));
    await staged.stage('run-1', statementOf(day, statement));
    const matching = new StatementMatchingQueries(database.db);
    outcomes = [
      ...(await matching.charges('run-1', day)),
      ...(await matching.instructions('transfer', 'run-1', day)),
      ...(await matching.instructions('refund', 'run-1', day)),
    ];
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('finds each difference as its kind of abnormal order, and nothing else', () => {
    const found = outcomes
      .flatMap(({ items }) => items)
      .map(({ kind, result, abnormal, bankSerial, serial, tenantId }) => ({
        kind,
        result,
        abnormal,
        key: serial ?? bankSerial,
        tenantId,
      }))
      .sort(byKey);
    const of = (tenantId: string) => (item: Omit<(typeof found)[number], 'tenantId'>) => ({
      ...item,
      tenantId,
    });
    expect(found).toEqual(
      [
        { kind: 'transfer', result: 'amountDiffers', abnormal: 'instruction', key: 'DIFFERS' },
        { kind: 'transfer', result: 'missingAtBank', abnormal: 'instruction', key: 'LOST-AT-BANK' },
        of('000000')({ kind: 'charge', result: 'missingOurs', abnormal: 'depository', key: 'MISSING-OURS' }),
        { kind: 'charge', result: 'missingAtBank', abnormal: 'consume', key: 'NEVER-FUNDED' },
        { kind: 'charge', result: 'missingAtBank', abnormal: 'depository', key: 'NOT-AT-BANK' },
        { kind: 'transfer', result: 'missingOurs', abnormal: 'instruction', key: 'PENDING' },
        { kind: 'refund', result: 'amountDiffers', abnormal: 'refund', key: 'REFUND-DIFFERS' },
        { kind: 'refund', result: 'missingAtBank', abnormal: 'refund', key: 'REFUND-LOST-AT-BANK' },
        { kind: 'refund', result: 'missingOurs', abnormal: 'refund', key: 'REFUND-PENDING' },
        of('000000')({ kind: 'refund', result: 'missingOurs', abnormal: 'refund', key: 'REFUND-UNRECORDED' }),
        // Matched, but no order claims the money: abnormal all the same.
        { kind: 'charge', result: 'matched', abnormal: 'depository', key: 'SUSPENSE' },
        of('000000')({ kind: 'transfer', result: 'missingOurs', abnormal: 'instruction', key: 'UNRECORDED' }),
        { kind: 'charge', result: 'amountDiffers', abnormal: 'depository', key: 'WRONG' },
      ]
        .map((item) => ({ tenantId: tenant, ...item }))
        .sort(byKey),
    );
  });

  it('holds each side’s amounts and references in a difference', () => {
    const item = (key: string) =>
      outcomes.flatMap(({ items }) => items).find(({ serial, bankSerial }) => (serial ?? bankSerial) === key);
    expect(item('MISSING-OURS')).toEqual({
      tenantId: '000000',
      kind: 'charge',
      result: 'missingOurs',
      abnormal: 'depository',
      bankSerial: 'MISSING-OURS',
      serial: null,
      paymentNo: 'P-MISSING-OURS',
      orderId: null,
      merchantId: null,
      bankAmountFen: 900,
      ourAmountFen: null,
    });
    expect(item('WRONG')).toMatchObject({ bankAmountFen: 2000, ourAmountFen: 2100, merchantId: '9' });
    expect(item('PENDING')).toMatchObject({
      bankSerial: 'B-PENDING',
      merchantId: '9',
      bankAmountFen: 1500,
      ourAmountFen: null,
    });
    expect(item('REFUND-LOST-AT-BANK')).toMatchObject({
      bankSerial: null,
      bankAmountFen: null,
      ourAmountFen: 1000,
    });
  });

  it('counts and sums what matched per tenant and kind, and the day’s movements on both sides', () => {
    const matched = outcomes
      .filter(({ matchedCount }) => matchedCount > 0)
      .map(({ tenantId, kind, matchedCount, matchedFen }) => [tenantId, kind, matchedCount, matchedFen]);
    expect(matched.sort()).toEqual([
      [tenant, 'charge', 2, 10_300],
      [tenant, 'refund', 1, 2500],
      [tenant, 'transfer', 1, 4000],
    ]);
    const sum = (figure: (outcome: TenantOutcome) => number) =>
      outcomes.reduce((total, outcome) => total + figure(outcome), 0);
    expect({
      lines: sum(({ lines }) => lines),
      bankNetFen: sum(({ bankNetFen }) => bankNetFen),
      ourNetFen: sum(({ ourNetFen }) => ourNetFen),
    }).toEqual({
      lines: 13,
      bankNetFen: 13_900 - 6800 - 4600,
      ourNetFen: 16_300 - 5200 - 4400,
    });
  });

  it('empties a run’s staged lines and leaves another run’s', async () => {
    await staged.clear('run-1');
    const { rows } = await sql<{ run: string; lines: number }>`
      SELECT run_id AS run, count(*)::int AS lines FROM prepaid_reconciliation_staged_line GROUP BY run_id`.execute(
      database.db,
    );
    expect(rows).toEqual([{ run: 'other-run', lines: 1 }]);
  });
});
