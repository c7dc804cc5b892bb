import type { DomainEvent } from '@platform/commands/decider';
import type { DepositStatusCode } from '@services/money/deposit/deposit.wire';
import type { LedgerTransaction } from '@services/money/ledger/ledger-transaction';

export const depositStatus = { unmatched: 0, matched: 1, matchedByOperator: 2 } as const satisfies Record<
  string,
  DepositStatusCode
>;

/** A charge as the supervise bank notified it (amount in fen). */
export interface BankCharge {
  bankSerial: string;
  paymentNo: string;
  accountNo: string;
  payerName: string;
  amountFen: number;
  valueDate: string;
  notifiedAt: string;
}

/**
 * The charge arrived. `id` is the product's id of the deposit record; `tenantId` the tenant of
 * the order its paymentNo names, or the platform's when it names none.
 */
export type DepositReceived = DomainEvent<
  'DepositReceived',
  BankCharge & { id: string; tenantId: string; at: string }
>;
/** Its paymentNo and amount named an order awaiting exactly this: the order's OrderDeposited carries the money. */
export type DepositMatched = DomainEvent<'DepositMatched', { id: string; orderId: string; at: string }>;
/** No order claims it: the money waits in suspense. */
export type DepositUnmatched = DomainEvent<
  'DepositUnmatched',
  { id: string; reason: string; at: string; transaction: LedgerTransaction }
>;
/** An operator matched it to an order; the order's OrderDeposited moves the money out of suspense. */
export type DepositMatchedByOperator = DomainEvent<
  'DepositMatchedByOperator',
  { id: string; orderId: string; paymentNo: string; by: string; at: string }
>;

export type DepositEvent = DepositReceived | DepositMatched | DepositUnmatched | DepositMatchedByOperator;

export const depositEventTypes = [
  'DepositReceived',
  'DepositMatched',
  'DepositUnmatched',
  'DepositMatchedByOperator',
] satisfies Array<DepositEvent['type']>;
