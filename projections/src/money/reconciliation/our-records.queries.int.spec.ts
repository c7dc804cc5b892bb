import { sql } from 'kysely';
import { migrateToLatest } from '@infra/migrations/migrate';
import { moneyMigrations } from '@infra/migrations/money/money.migrations';
import { platformMigrations } from '@infra/migrations/platform/platform.migrations';
import { openPglite, type SqlDatabase } from '@platform/database/database';
import { OurRecordsQueries } from '@projections/money/reconciliation/our-records.queries';
import { cutPaymentStatus } from '@services/money/cut-payment/cut-payment.events';

const day = '2026-11-24';
const dayBefore = '2026-11-23';
/** More than one chunk of named serials beyond the day. */
const namedOfTheDayBefore = 1500;

describe('our records of a bank day', () => {
  let database: SqlDatabase;
  let ours: OurRecordsQueries;

  beforeAll(async () => {
    database = await openPglite('memory://');
    await migrateToLatest(database.db, { ...platformMigrations, ...moneyMigrations });
    ours = new OurRecordsQueries(database.db);
    await sql`
      INSERT INTO prepaid_order_depository (id, tenant_id, bank_serial, payment_no, account_no, payer_name,
        amount, value_date, order_id, create_time, update_time)
      SELECT i, '000042', 'C' || i, 'P' || i, 'A', '张三', i, CASE WHEN i <= 2 THEN ${day} ELSE ${dayBefore} END::date,
             NULL, now(), now()
        FROM generate_series(1, ${namedOfTheDayBefore + 3}::int) AS i`.execute(database.db);
    // Recorded the morning after the bank's day (UTC): the bank's value date is the one that counts.
    const executed = (id: number, serial: string, status: number, on: string) => sql`
      INSERT INTO prepaid_cut_payment_apply (id, tenant_id, merchant_id, org_payment_no, batch_no, amount,
        account_no, account_name, serial, create_time, update_time, value_date, status)
      VALUES (${id}, '000042', 9, ${serial}, 'B', 40, 'A', '商户', ${serial}, now(),
              ${`${on}T12:00:00Z`}::timestamptz + interval '1 day',
              ${status === cutPaymentStatus.succeeded ? on : null}::date, ${status})`;
    for (const [id, serial, status, on] of [
      [1, 'S-OF-THE-DAY', cutPaymentStatus.succeeded, day],
      [2, 'S-NAMED-PENDING', cutPaymentStatus.pending, day],
      [3, 'S-NAMED-BEFORE', cutPaymentStatus.succeeded, dayBefore],
      [4, 'S-BEFORE', cutPaymentStatus.succeeded, dayBefore],
    ] as const)
      await executed(id, serial, status, on).execute(database.db);
  });

  afterAll(() => database.close());

  it('reads the day’s deposits and those the statement names, whatever their date, each once', async () => {
    const named = ['C1', 'C1', 'UNKNOWN'];
    for (let i = 4; i < namedOfTheDayBefore + 4; i++) named.push(`C${i}`);
    const deposits = await ours.deposits(day, named);
    const serials = deposits.map((deposit) => deposit.bankSerial).sort();
    // C3: of the day before and not named.
    expect(serials).toEqual(
      ['C1', 'C2', ...Array.from({ length: namedOfTheDayBefore }, (_, i) => `C${i + 4}`)].sort(),
    );
    expect(deposits.find((deposit) => deposit.bankSerial === 'C2')).toMatchObject({
      amountFen: 200,
      valueDate: day,
      orderId: null,
      consumedFen: 0,
    });
  });

  it('reads the instructions executed that day and those the statement names, pending or not', async () => {
    const transfers = await ours.instructions('transfer', day, ['S-NAMED-PENDING', 'S-NAMED-BEFORE']);
    expect(transfers.sort((a, b) => a.serial.localeCompare(b.serial))).toEqual([
      {
        tenantId: '000042',
        merchantId: '9',
        serial: 'S-NAMED-BEFORE',
        amountFen: 4000,
        executedOn: dayBefore,
      },
      { tenantId: '000042', merchantId: '9', serial: 'S-NAMED-PENDING', amountFen: 4000, executedOn: null },
      { tenantId: '000042', merchantId: '9', serial: 'S-OF-THE-DAY', amountFen: 4000, executedOn: day },
    ]);
  });
});
