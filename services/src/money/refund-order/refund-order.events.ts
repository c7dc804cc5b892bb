import type { DomainEvent } from '@platform/commands/decider';
import type { RefundOrderStatusCode } from '@services/money/refund-order/refund-order.wire';

/** The refund order's status codes as the read model and the console know them (refund-order.wire.ts). */
export const refundOrderStatus = {
  created: 0,
  pending: 1,
  refunded: 2,
  failed: 3,
} as const satisfies Record<string, RefundOrderStatusCode>;

/** What the refund returns, and where: the order's payment, into the consumer's account. */
export interface RefundTerms {
  applyId: string;
  orderId: string;
  merchantId: string;
  paymentNo: string;
  amountFen: number;
  accountNo: string;
  accountName: string;
}

/** Who acted and when (ISO-8601 instant), and which refund order. */
interface Acted {
  id: string;
  by: string;
  at: string;
}

export type RefundOrderCreated = DomainEvent<
  'RefundOrderCreated',
  Acted & RefundTerms & { tenantId: string }
>;
export type RefundOrderRemoved = DomainEvent<'RefundOrderRemoved', Acted>;
/**
 * Sent to the bank under `serial`, fixed now and never changed; the order's stream reserves the
 * amount in the same write (OrderRefundReserved carries the pending transfer). `attempt` counts
 * submissions: 1, then one more for each manualRefund after a failure.
 */
export type RefundOrderSubmitted = DomainEvent<
  'RefundOrderSubmitted',
  Acted & { serial: string; attempt: number }
>;
/**
 * The bank executed the serial. `valueDate` (YYYY-MM-DD) is the bank's business date of the
 * refund, the day its statement lists it; events recorded before it was kept lack it, and the
 * UTC date of `at` stands for it.
 */
export type RefundOrderSucceeded = DomainEvent<
  'RefundOrderSucceeded',
  Acted & { serial: string; bankSerial: string; valueDate?: string }
>;
export type RefundOrderFailed = DomainEvent<'RefundOrderFailed', Acted & { serial: string; reason: string }>;
/** An operator asked to release the order's provision to the merchant; a job moves it (OrderProvisionReleased). */
export type RefundOrderProvisionUnfrozen = DomainEvent<
  'RefundOrderProvisionUnfrozen',
  Acted & { orderId: string; transactionId: string }
>;

export type RefundOrderEvent =
  | RefundOrderCreated
  | RefundOrderRemoved
  | RefundOrderSubmitted
  | RefundOrderSucceeded
  | RefundOrderFailed
  | RefundOrderProvisionUnfrozen;

export const refundOrderEventTypes = [
  'RefundOrderCreated',
  'RefundOrderRemoved',
  'RefundOrderSubmitted',
  'RefundOrderSucceeded',
  'RefundOrderFailed',
  'RefundOrderProvisionUnfrozen',
] satisfies Array<RefundOrderEvent['type']>;

/** Where the record stands in its lifecycle (the decider's state); the status codes above name each. */
export type RefundOrderStage = 'created' | 'pending' | 'refunded' | 'failed';
