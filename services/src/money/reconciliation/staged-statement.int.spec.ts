import { sql } from 'kysely';
import type { StatementLine } from '@infra/fake-bank/fake-bank-statement';
import { migrateToLatest } from '@infra/migrations/migrate';
import { moneyMigrations } from '@infra/migrations/money/money.migrations';
import { platformMigrations } from '@infra/migrations/platform/platform.migrations';
import type { SqlDatabase } from '@platform/database/database';
import { bothDatabases } from '@platform/testing/both-databases';
import { StagedStatement } from '@services/money/reconciliation/staged-statement.repository';
import { BankUnavailableError } from '@services/money/supervise-bank/supervise-bank.port';
import { bytesOf, statementOf } from '@services/money/testing/statement-of';

const day = '2026-11-24';
const line = (bankSerial: string, more: Partial<StatementLine> = {}): StatementLine => ({
  bankSerial,
  kind: 'charge',
  paymentNo: `P-${bankSerial}`,
  direction: 'in',
  amount: 100,
  valueDate: day,
  counterpartyName: '张三',
  bookedAt: `${day}T09:00:00+08:00`,
  ...more,
});

const databases = bothDatabases('staged_statement');

/** The statement file copied into the database as it arrives, every value checked there. */
describe.each(databases)('staging a statement file on %s', (_, open) => {
  let database: SqlDatabase;
  let drop: () => Promise<void>;
  let staged: StagedStatement;
  const linesOf = async (runId: string) =>
    (
      await sql<Record<string, unknown>>`
        SELECT kind, bank_serial, serial, payment_no, direction, amount_fen, value_date::text,
               counterparty_name, counterparty_account_no
          FROM prepaid_reconciliation_staged_line WHERE run_id = ${runId} ORDER BY bank_serial`.execute(
        database.db,
      )
    ).rows;
  /** The tables a run's lines are staged in (a partition of its own): none once it is cleared. */
  const tablesOf = async (runId: string) =>
    (
      await sql<{ name: string }>`
        SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
         WHERE i.inhparent = 'prepaid_reconciliation_staged_line'::regclass
           AND pg_get_expr(c.relpartbound, c.oid) = ${`FOR VALUES IN ('${runId}')`}`.execute(database.db)
    ).rows;

  beforeAll(async () => {
    ({ database, drop } = await open());
    await migrateToLatest(database.db, { ...platformMigrations, ...moneyMigrations });
    staged = new StagedStatement(database);
    await staged.stage('other-run', statementOf(day, [line('OTHER')]));
  });
  afterAll(async () => {
    expect(await linesOf('other-run')).toHaveLength(1);
    await database.close();
    await drop();
  });

  it('stages every line under its run, quoted fields and absent values as they were', async () => {
    await staged.stage(
      'run-1',
      statementOf(day, [
        line('C1', { counterpartyName: '张三, "小张"', counterpartyAccountNo: '6222' }),
        line('T1', {
          kind: 'transfer',
          serial: 'S1',
          paymentNo: undefined,
          direction: 'out',
          amount: 2500,
          counterpartyName: '健身馆\n二店',
        }),
      ]),
    );

    expect(await linesOf('run-1')).toEqual([
      {
        kind: 'charge',
        bank_serial: 'C1',
        serial: null,
        payment_no: 'P-C1',
        direction: 'in',
        amount_fen: '100',
        value_date: day,
        counterparty_name: '张三, "小张"',
        counterparty_account_no: '6222',
      },
      {
        kind: 'transfer',
        bank_serial: 'T1',
        serial: 'S1',
        payment_no: null,
        direction: 'out',
        amount_fen: '2500',
        value_date: day,
        counterparty_name: '健身馆\n二店',
        counterparty_account_no: null,
      },
    ]);
  });

  it('replaces a retried run’s earlier lines', async () => {
    await staged.stage('run-2', statementOf(day, [line('A'), line('B')]));
    await staged.stage('run-2', statementOf(day, [line('C')]));

    expect((await linesOf('run-2')).map((row) => row.bank_serial)).toEqual(['C']);
  });

  it('drops a run’s lines with the table they were staged in', async () => {
    await staged.stage('run-done', statementOf(day, [line('D')]));
    expect(await tablesOf('run-done')).toHaveLength(1);

    await staged.clear('run-done');

    expect(await tablesOf('run-done')).toEqual([]);
    expect(await linesOf('run-done')).toEqual([]);
  });

  it('stages a run whose id a table name could not hold', async () => {
    const runId = `it's ${'long '.repeat(20)}`;
    await staged.stage(runId, statementOf(day, [line('Q')]));

    expect((await linesOf(runId)).map((row) => row.bank_serial)).toEqual(['Q']);
  });

  it.each([
    ['a kind the bank has not', line('X', { kind: 'fee' as StatementLine['kind'] })],
    ['a direction neither in nor out', line('X', { direction: 'up' as StatementLine['direction'] })],
    ['an amount of nothing', line('X', { amount: 0 })],
    ['an amount in yuan', line('X', { amount: 1.5 })],
    ['a date that is none', line('X', { valueDate: '2026-02-30' })],
  ])('refuses a file with %s, staging none of it', async (_, bad) => {
    await expect(staged.stage('run-bad', statementOf(day, [line('GOOD'), bad]))).rejects.toThrow();

    expect(await linesOf('run-bad')).toEqual([]);
    expect(await tablesOf('run-bad')).toEqual([]);
  });

  it('refuses a file whose header names other columns', async () => {
    const file = bytesOf(['kind,bank_serial,amount_fen\n', 'charge,C9,100\n']);

    await expect(staged.stage('run-header', { ...statementOf(day, []), lineCount: 1, file })).rejects.toThrow(
      /header/,
    );
    expect(await linesOf('run-header')).toEqual([]);
  });

  it('refuses a file cut short of the lines the bank announced, as the bank’s failure', async () => {
    const cut = staged.stage('run-cut', statementOf(day, [line('A'), line('B')], 3));

    await expect(cut).rejects.toBeInstanceOf(BankUnavailableError);
    await expect(cut).rejects.toThrow('held 2 of its 3 lines');
    expect(await linesOf('run-cut')).toEqual([]);
    expect(await tablesOf('run-cut')).toEqual([]);
  });
});
