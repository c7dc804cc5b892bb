import { orderFrozen, orderProvision, readAccount } from '@services/money/ledger/ledger-accounts';
import {
  type Balances,
  balanceOf,
  noBalances,
  overdrawnBy,
  withTransaction,
} from '@services/money/ledger/ledger-balances';
import type { JournalEntry } from '@services/money/ledger/ledger-journal';
import { type LedgerTransaction, transactionProblem } from '@services/money/ledger/ledger-transaction';

/** What the whole ledger shows: the balances, and every broken invariant in words. */
export interface LedgerReport {
  balances: Balances;
  transactions: number;
  /** Pending transfers not yet posted nor voided: the bank may or may not have executed them. */
  unresolved: LedgerTransaction[];
  problems: string[];
}

/** Per order, the money the equation of MONEY.md §4 compares: paid = consumed + refunded + frozen + provision. */
interface OrderMoney {
  paid: number;
  consumed: number;
  refunded: number;
}

/**
 * Re-checks MONEY.md §4 over the journal in its global order: each transaction balanced, whole
 * fen, recorded once; no guarded account ever below zero; each pending transfer resolved at
 * most once; per order, paid = consumed + refunded + frozen + provision. The deciders refuse
 * what would break these; this finds what got past them (a bug, or an event written by hand).
 */
export function verifyLedger(journal: Iterable<JournalEntry>): LedgerReport {
  const problems: string[] = [];
  const seen = new Map<string, LedgerTransaction>();
  const resolved = new Set<string>();
  const orders = new Map<string, OrderMoney>();
  let balances = noBalances;
  for (const entry of journal) {
    if (entry.kind === 'resolution') {
      const pending = seen.get(entry.transactionId);
      if (!pending || pending.status !== 'pending')
        problems.push(`transaction ${entry.transactionId}: ${entry.outcome} but no such pending transfer`);
      else if (resolved.has(entry.transactionId))
        problems.push(`transaction ${entry.transactionId}: resolved more than once`);
      else {
        resolved.add(entry.transactionId);
        if (entry.outcome === 'posted') balances = withArrivals(balances, pending);
        else {
          balances = withTransaction(balances, { ...reversed(pending), status: 'posted' });
          uncountRefund(orders, pending);
        }
      }
      continue;
    }
    const { transaction } = entry;
    const shape = transactionProblem(transaction);
    if (shape) problems.push(`transaction ${transaction.id}: ${shape}`);
    if (seen.has(transaction.id)) problems.push(`transaction ${transaction.id}: recorded more than once`);
    for (const { account, balance } of overdrawnBy(balances, transaction))
      problems.push(`transaction ${transaction.id}: ${account} would be ${balance}`);
    seen.set(transaction.id, transaction);
    balances = withTransaction(balances, transaction);
    countOrderMoney(orders, transaction);
  }
  for (const [orderId, money] of orders) {
    const held = balanceOf(balances, orderFrozen(orderId)) + balanceOf(balances, orderProvision(orderId));
    const accounted = money.consumed + money.refunded + held;
    if (money.paid !== accounted)
      problems.push(
        `order ${orderId}: paid ${money.paid} but consumed + refunded + frozen + provision = ${accounted}`,
      );
  }
  const unresolved = [...seen.values()].filter(
    (transaction) => transaction.status === 'pending' && !resolved.has(transaction.id),
  );
  return { balances, transactions: seen.size, unresolved, problems };
}

/**
 * What came into an order from the bank, what its consumption (and its provision released) gave
 * merchants and what refunds took back, each read from its own side of the postings, so that
 * money moved anywhere else breaks the equation.
 */
function countOrderMoney(orders: Map<string, OrderMoney>, transaction: LedgerTransaction): void {
  const movesOut = transaction.kind in outgoing;
  for (const { account, amount } of transaction.postings) {
    const orderId = orderOf(account);
    if (!orderId) continue;
    // Every order posted to is checked, even one that was never paid.
    const money = moneyOf(orders, orderId);
    if (!movesOut && amount > 0) money.paid += amount;
  }
  if (transaction.kind === 'refund') {
    for (const { orderId, amount } of takenFromOrders(transaction))
      moneyOf(orders, orderId).refunded += amount;
    return;
  }
  if (!movesOut) return;
  const [taken] = takenFromOrders(transaction);
  if (!taken) return;
  const toMerchants = transaction.postings.filter(
    ({ account, amount }) => readAccount(account)?.kind === 'payable' && amount > 0,
  );
  moneyOf(orders, taken.orderId).consumed += toMerchants.reduce((total, { amount }) => total + amount, 0);
}

/** The kinds of movement that take money out of an order rather than bring it in. */
const outgoing: Partial<Record<LedgerTransaction['kind'], true>> = {
  consumption: true,
  'provision-release': true,
  refund: true,
};

/** A voided refund gave the consumer nothing: what it reserved is the order's again. */
function uncountRefund(orders: Map<string, OrderMoney>, transaction: LedgerTransaction): void {
  if (transaction.kind !== 'refund') return;
  for (const { orderId, amount } of takenFromOrders(transaction)) moneyOf(orders, orderId).refunded -= amount;
}

/** What a transaction takes out of orders' frozen money and provision, per posting. */
function takenFromOrders(transaction: LedgerTransaction): Array<{ orderId: string; amount: number }> {
  return transaction.postings.flatMap(({ account, amount }) => {
    const orderId = orderOf(account);
    return orderId && amount < 0 ? [{ orderId, amount: -amount }] : [];
  });
}

/** The order whose frozen money or provision the account is; undefined for any other account. */
function orderOf(account: string): string | undefined {
  const read = readAccount(account);
  return read?.kind === 'frozen' || read?.kind === 'provision' ? read.ownerId : undefined;
}

function moneyOf(orders: Map<string, OrderMoney>, orderId: string): OrderMoney {
  const money = orders.get(orderId) ?? { paid: 0, consumed: 0, refunded: 0 };
  orders.set(orderId, money);
  return money;
}

/** A pending transfer posted: what it reserved has already left; now it arrives. */
function withArrivals(balances: Balances, transaction: LedgerTransaction): Balances {
  const arrivals = transaction.postings.filter((posting) => posting.amount > 0);
  const next = new Map(balances);
  for (const { account, amount } of arrivals) next.set(account, balanceOf(next, account) + amount);
  return next;
}

/** A pending transfer voided: what it reserved goes back. */
function reversed(transaction: LedgerTransaction): LedgerTransaction {
  const reservations = transaction.postings.filter((posting) => posting.amount < 0);
  return {
    ...transaction,
    postings: reservations.map(({ account, amount }) => ({ account, amount: -amount })),
  };
}
