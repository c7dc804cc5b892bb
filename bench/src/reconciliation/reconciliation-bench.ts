import { Client } from 'pg';
import { startFakeBank } from '@infra/fake-bank/fake-bank-server';
import {
  receiveDayOfCharges,
  type StatementSending,
  stageStatement,
  timeStatementSending,
} from '@bench/reconciliation/bank-statement-day';
import { differencesPerKind, type ExpectedDay, loadOurRecords } from '@bench/reconciliation/our-records-day';
import { type ProductRun, reconcileThroughProduct } from '@bench/reconciliation/product-run';
import { createDifferenceTable, differencesOfBoth, matchWithSql } from '@bench/reconciliation/sql-matching';
import { commandLine, ratioLine } from '@bench/support/load/figures-report';
import { startProduct } from '@bench/support/product-process';
import { createScratchDatabase } from '@bench/support/scratch-database';
import { signIn } from '@bench/support/sign-in';
import { formatTable } from '@bench/support/text-table';

/**
 * Issue 13: a day's reconciliation of `BENCH_RECONCILIATION_ROWS` statement lines (1,000,000)
 * against as many of our deposits of the day, with a few differences of each kind, run by the
 * product in its own process as an operator runs it (orderInfo/reconciliation/run: the fake
 * bank's statement over HTTP staged in the database, the matching in SQL, the day's events —
 * its figures and differences — and the read model),
 * beside one SQL statement doing the same matching over the same data on the same server. Both
 * must find the same differences. Target: SQL time / product time ≥ 0.5.
 */
const rows = Number(process.env.BENCH_RECONCILIATION_ROWS ?? 1_000_000);
const target = 0.5;
/** The statement of a large day takes longer to send than an instruction's answer (5 s by default). */
const bankTimeoutMs = 600_000;

export async function runReconciliationBench(): Promise<void> {
  const scratch = await createScratchDatabase('reconciliation');
  const bank = await startFakeBank({ notifyAttempts: 1 });
  const client = new Client({ connectionString: scratch.url });
  const stops: Array<() => Promise<unknown>> = [() => bank.close(), () => scratch.drop()];
  try {
    const product = await startProduct({
      DATABASE_URL: scratch.url,
      SUPERVISE_BANK_URL: bank.url,
      SUPERVISE_BANK_TIMEOUT_MS: String(bankTimeoutMs),
      // Jobs in process, in the database, where product-run.ts follows the run.
      REDIS_URL: undefined,
    });
    stops.unshift(() => product.stop());
    await client.connect();
    stops.unshift(() => client.end());
    const date = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    console.log(`reconciliation: ${rows.toLocaleString('en-US')} charges of ${date} at the bank and ours…`);
    await stageStatement(client, receiveDayOfCharges(bank, date, rows));
    const expected = await loadOurRecords(client, date);
    await createDifferenceTable(client);
    const sending = await timeStatementSending(bank, date);

    const productRun = await reconcileThroughProduct(product.url!, await signIn(product.url!), client, date);
    const sqlMs = await matchWithSql(client, date);
    await expectSameDifferences(client, date, expected);
    report(date, { productRun, sqlMs, sending });
  } finally {
    for (const stop of stops) await stop();
  }
}

/** Both sides found the injected differences, the same ones, and nothing else: or the figures mean nothing. */
async function expectSameDifferences(client: Client, date: string, expected: ExpectedDay): Promise<void> {
  const { product, sql } = await differencesOfBoth(client, date);
  const { rows: figures } = await client.query<{ lines: number; matched: number }>(
    `SELECT sum(statement_lines)::int AS lines, sum(charge_count)::int AS matched
       FROM prepaid_reconciliation_day_figures WHERE recon_date = $1`,
    [date],
  );
  const { lines, matched } = figures[0]!;
  if (lines !== expected.lines || matched !== expected.matched)
    throw new Error(
      `the product counted ${lines} lines and ${matched} matched, not ${expected.lines} and ${expected.matched}`,
    );
  if (product.length !== expected.differences || product.join('\n') !== sql.join('\n'))
    throw new Error(
      `the sides differ (expected ${expected.differences}):\nproduct\n${product.join('\n')}\nSQL\n${sql.join('\n')}`,
    );
}

function report(
  date: string,
  figures: { productRun: ProductRun; sqlMs: number; sending: StatementSending },
): void {
  const { productRun, sqlMs, sending } = figures;
  const seconds = (ms: number) => Math.round(ms) / 1000;
  console.log(
    `\nreconciliation of ${date}: ${rows.toLocaleString('en-US')} statement lines against as many deposits of ours, ${differencesPerKind} differences of each kind (missing ours, missing at the bank, amount differs)`,
  );
  console.log(
    formatTable(
      ['side', 's'],
      [
        ['SQL: one FULL OUTER JOIN writing the differences (without JIT, as the product)', seconds(sqlMs)],
        [
          'product: orderInfo/reconciliation/run until its figures and differences are readable',
          seconds(productRun.ms),
        ],
      ],
    ),
  );
  let previous = 0;
  const steps = [...productRun.steps].sort(([, first], [, second]) => first - second);
  console.log(
    `\nthe product's run, step by step (as seen in the database every 0.1 s; job attempts: ${productRun.attemptsMade})`,
  );
  console.log(
    formatTable(
      ['step', 'seen at s', 'step s'],
      steps.map(([step, at]) => {
        const row = [step, seconds(at), seconds(at - previous)] as const;
        previous = at;
        return row;
      }),
    ),
  );
  const megabytes = (sending.bytes / 1_000_000).toFixed(1);
  console.log(
    `of the first step, the fake bank alone sending the statement (${megabytes} MB): ${seconds(sending.ms)} s`,
  );
  if (productRun.retriedAfter) console.log(`an attempt before the last failed: ${productRun.retriedAfter}`);
  const ratio = sqlMs / productRun.ms;
  console.log(ratioLine('\nSQL/product time', ratio, `≥ ${target}`, ratio >= target));
  console.log('both found the same differences; the product counted every line and every match');
  console.log(`\n${commandLine('reconciliation', { BENCH_RECONCILIATION_ROWS: rows })}`);
}

if (require.main === module) {
  runReconciliationBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
