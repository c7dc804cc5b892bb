import { yuanOf } from '@services/money/amount.wire';
import { supervisedBank } from '@services/money/ledger/ledger-accounts';
import { balanceOf } from '@services/money/ledger/ledger-balances';
import type { LedgerReport } from '@services/money/ledger/ledger-verification';
import type { SuperviseBank } from '@services/money/supervise-bank/supervise-bank.port';

/**
 * MONEY.md §4's last invariant: the ledger's mirror of the supervised account equals the bank's
 * statement. The mirror counts a pending transfer as still held (it leaves when posted), so a
 * pending transfer the bank has executed already — its answer not yet recorded — is taken off
 * first, as the bank's status of its serial says. Answers what is wrong, in words.
 */
export async function bankMirrorProblems(
  report: LedgerReport,
  bank: SuperviseBank,
  statementDate: string,
): Promise<string[]> {
  const statement = await bank.statement(statementDate);
  let executedNotRecorded = 0;
  for (const transaction of report.unresolved) {
    const status = await bank.statusOf(transaction.id);
    if (status.status !== 'executed') continue;
    const leaving = transaction.postings.find(({ account }) => account === supervisedBank);
    executedNotRecorded += leaving?.amount ?? 0;
  }
  // The mirror runs negative by what the bank holds (ledger-accounts.ts).
  const held = -balanceOf(report.balances, supervisedBank) - executedNotRecorded;
  if (held === statement.closingBalanceFen) return [];
  return [
    `bank mirror holds ${yuanOf(held)} but the statement of ${statementDate} closes at ${yuanOf(statement.closingBalanceFen)}`,
  ];
}
