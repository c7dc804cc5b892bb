import { isGuardedAccount } from '@services/money/ledger/ledger-accounts';
import type { LedgerTransaction } from '@services/money/ledger/ledger-transaction';

/** Each account's balance in fen; an account never posted to is absent and reads as 0. */
export type Balances = ReadonlyMap<string, number>;

export const noBalances: Balances = new Map();

export function balanceOf(balances: Balances, account: string): number {
  return balances.get(account) ?? 0;
}

/**
 * The balances after a transaction. A pending transaction already takes what leaves an account
 * (the reservation of MONEY.md §5) but gives nothing until it is posted, so a reserved amount
 * cannot be spent twice; a posted one moves everything.
 */
export function withTransaction(balances: Balances, transaction: LedgerTransaction): Balances {
  const next = new Map(balances);
  for (const { account, amount } of transaction.postings) {
    if (transaction.status === 'pending' && amount > 0) continue;
    next.set(account, balanceOf(next, account) + amount);
  }
  return next;
}

/** The guarded accounts a transaction would take below zero, with the balance they would have. */
export function overdrawnBy(
  balances: Balances,
  transaction: LedgerTransaction,
): Array<{ account: string; balance: number }> {
  const after = withTransaction(balances, transaction);
  return transaction.postings
    .map(({ account }) => ({ account, balance: balanceOf(after, account) }))
    .filter(({ account, balance }) => isGuardedAccount(account) && balance < 0);
}
