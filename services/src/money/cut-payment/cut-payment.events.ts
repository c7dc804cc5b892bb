import type { DomainEvent } from '@platform/commands/decider';
import type { Resolution } from '@services/money/ledger/ledger-journal';
import type { LedgerTransaction } from '@services/money/ledger/ledger-transaction';
import type { CutPaymentStatusCode } from '@services/money/cut-payment/cut-payment.wire';

/** The application's status codes as the read model and the console know them (cut-payment.wire.ts). */
export const cutPaymentStatus = {
  applied: 0,
  pending: 1,
  succeeded: 2,
  failed: 3,
} as const satisfies Record<string, CutPaymentStatusCode>;

/** The merchant's account the bank pays into. */
export interface PayeeAccount {
  accountNo: string;
  accountName: string;
}

/** Who acted and when (ISO-8601 instant), and which application. */
interface Acted {
  id: string;
  orgPaymentNo: string;
  by: string;
  at: string;
}

export type CutPaymentApplied = DomainEvent<
  'CutPaymentApplied',
  Acted & PayeeAccount & { tenantId: string; merchantId: string; batchNo: string; amountFen: number }
>;
export type CutPaymentRemoved = DomainEvent<'CutPaymentRemoved', Acted>;
/**
 * Sent to the bank: the serial, fixed now and never changed, and the pending transfer that
 * reserves the amount out of the merchant's payable (its id is the serial). `attempt` counts
 * submissions of the application: 1, then one more for each manualCutPayment after a failure.
 */
export type CutPaymentSubmitted = DomainEvent<
  'CutPaymentSubmitted',
  Acted & { serial: string; attempt: number; transaction: LedgerTransaction }
>;
/**
 * The application's contract, rendered from the merchant's template (customer, else general,
 * else the product's) and stored: its link (unsigned; reads sign it afresh) and attachment id.
 */
export type CutPaymentContractCreated = DomainEvent<
  'CutPaymentContractCreated',
  Acted & { contractLink: string; attachId: string; templateName: string }
>;
/**
 * The bank executed the serial: the pending transfer is posted. `valueDate` (YYYY-MM-DD) is the
 * bank's business date of the movement, the day its statement lists it; events recorded before
 * it was kept lack it, and the UTC date of `at` stands for it.
 */
export type CutPaymentSucceeded = DomainEvent<
  'CutPaymentSucceeded',
  Acted & { serial: string; bankSerial: string; valueDate?: string; resolution: Resolution }
>;
/** The bank refused the serial for good: the pending transfer is voided, the payable comes back. */
export type CutPaymentFailed = DomainEvent<
  'CutPaymentFailed',
  Acted & { serial: string; reason: string; resolution: Resolution }
>;

export type CutPaymentEvent =
  | CutPaymentApplied
  | CutPaymentRemoved
  | CutPaymentContractCreated
  | CutPaymentSubmitted
  | CutPaymentSucceeded
  | CutPaymentFailed;

export const cutPaymentEventTypes = [
  'CutPaymentApplied',
  'CutPaymentRemoved',
  'CutPaymentContractCreated',
  'CutPaymentSubmitted',
  'CutPaymentSucceeded',
  'CutPaymentFailed',
] satisfies Array<CutPaymentEvent['type']>;

/** Where the record stands in its lifecycle (the decider's state); the status codes above name each. */
export type CutPaymentStage = 'applied' | 'pending' | 'succeeded' | 'failed';
