/**
 * One movement of money (MONEY.md §4): two or more postings in integer fen that sum to zero.
 * A posting's amount is what arrives in its account (negative: what leaves it). A transaction
 * is posted at once, or pending until the bank answers (cut-payments and refunds, MONEY.md §5),
 * and is then resolved once: posted or voided.
 */
export interface Posting {
  account: string;
  amount: number;
}

/** What moved the money (MONEY.md §4's table of movements). */
export type LedgerTransactionKind =
  | 'deposit-matched'
  | 'deposit-unmatched'
  | 'manual-deposit'
  | 'consumption'
  | 'cut-payment'
  | 'refund'
  | 'provision-release';

export interface LedgerTransaction {
  id: string;
  kind: LedgerTransactionKind;
  postings: readonly Posting[];
  status: 'pending' | 'posted';
}

/** A transaction that breaks the ledger's shape: a bug in the code that built it, never user input. */
export class UnbalancedTransactionError extends Error {
  constructor(id: string, problem: string) {
    super(`ledger transaction ${id}: ${problem}`);
    this.name = 'UnbalancedTransactionError';
  }
}

/** What is wrong with a transaction's shape; undefined when it is sound. */
export function transactionProblem(transaction: LedgerTransaction): string | undefined {
  const { postings } = transaction;
  if (postings.length < 2) return 'needs at least two postings';
  const notWhole = postings.find((posting) => !Number.isSafeInteger(posting.amount) || posting.amount === 0);
  if (notWhole) return `posting to ${notWhole.account} is not a non-zero whole number of fen`;
  const sum = postings.reduce((total, posting) => total + posting.amount, 0);
  if (sum !== 0) return `postings sum to ${sum}, not 0`;
  return undefined;
}

/**
 * A transaction moving `amount` fen from one account to others: the shape of every movement in
 * MONEY.md §4's table; posted, or pending when money leaves through the bank (MONEY.md §5).
 * Throws when the shares do not add up to the amount.
 */
export function transfer(
  id: string,
  kind: LedgerTransactionKind,
  from: string,
  to: ReadonlyArray<Posting>,
  status: LedgerTransaction['status'] = 'posted',
): LedgerTransaction {
  const amount = to.reduce((total, posting) => total + posting.amount, 0);
  const postings = [{ account: from, amount: -amount }, ...to.filter((posting) => posting.amount !== 0)];
  const transaction: LedgerTransaction = { id, kind, postings, status };
  const problem = transactionProblem(transaction);
  if (problem) throw new UnbalancedTransactionError(id, problem);
  return transaction;
}

/**
 * A transaction gathering money from several accounts into one (a refund takes the order's frozen
 * money, then its provision, back to the bank): each `from` amount is what leaves that account.
 */
export function gather(
  id: string,
  kind: LedgerTransactionKind,
  from: ReadonlyArray<Posting>,
  to: string,
  status: LedgerTransaction['status'] = 'posted',
): LedgerTransaction {
  const amount = from.reduce((total, posting) => total + posting.amount, 0);
  const postings = [
    ...from
      .filter((posting) => posting.amount !== 0)
      .map(({ account, amount: taken }) => ({ account, amount: -taken })),
    { account: to, amount },
  ];
  const transaction: LedgerTransaction = { id, kind, postings, status };
  const problem = transactionProblem(transaction);
  if (problem) throw new UnbalancedTransactionError(id, problem);
  return transaction;
}
