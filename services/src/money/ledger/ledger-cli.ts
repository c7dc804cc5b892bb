import { loadConfig } from '@platform/config/app-config';
import { composeContexts } from '@platform/contexts/compose-contexts';
import { formatWireDay } from '@platform/http/wire-dates';
import { openInfrastructure } from '@platform/runtime/infrastructure';
import { contexts } from '@services/contexts';
import { supervisedBank, unmatchedSuspense } from '@services/money/ledger/ledger-accounts';
import { balanceOf } from '@services/money/ledger/ledger-balances';
import { verifyStoredLedger } from '@services/money/ledger/stored-ledger';
import { bankMirrorProblems } from '@services/money/ledger/bank-mirror-check';
import { HttpSuperviseBank } from '@services/money/supervise-bank/http-supervise-bank';
import { superviseBankTimeoutMs } from '@services/money/supervise-bank/supervise-bank.settings';
import { yuanOf } from '@services/money/amount.wire';

const usage = 'usage: npm run ledger -- verify [--statement-date YYYY-MM-DD]';

/**
 * The auditor's check of supervised money: folds the whole ledger from the event store (the
 * database of DATABASE_URL, or EVENTSTORE_URL) and checks MONEY.md §4's invariants. Prints what
 * is wrong, one line each, and exits 1 when anything is; 0 when the ledger holds.
 */
async function main(argv: string[]): Promise<number> {
  if (argv[0] !== 'verify') {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const infrastructure = await openInfrastructure(config, composeContexts(contexts).migrations);
  try {
    const report = await verifyStoredLedger(infrastructure.store);
    const bankUrl = config.env.SUPERVISE_BANK_URL;
    // Only a bank that outlives the product can be asked: the embedded fake starts afresh.
    if (bankUrl) {
      const bank = new HttpSuperviseBank({ baseUrl: bankUrl, timeoutMs: superviseBankTimeoutMs(config.env) });
      const date = statementDateOf(argv) ?? formatWireDay(new Date());
      report.problems.push(...(await bankMirrorProblems(report, bank, date)));
    } else console.log('SUPERVISE_BANK_URL not set: the bank mirror is not compared with a statement');
    // The bank mirror runs negative by what the bank holds (ledger-accounts.ts): shown as held.
    console.log(`transactions: ${report.transactions}`);
    console.log(`held at the bank: ${yuanOf(-balanceOf(report.balances, supervisedBank))}`);
    console.log(`in suspense: ${yuanOf(balanceOf(report.balances, unmatchedSuspense))}`);
    for (const problem of report.problems) console.log(`WRONG ${problem}`);
    console.log(report.problems.length === 0 ? 'ledger verified' : `${report.problems.length} problem(s)`);
    return report.problems.length === 0 ? 0 : 1;
  } finally {
    await infrastructure.close();
  }
}

function statementDateOf(argv: string[]): string | undefined {
  const at = argv.indexOf('--statement-date');
  return at >= 0 ? argv[at + 1] : undefined;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
