import type { DomainEvent } from '@platform/commands/decider';
import type { RefundApplyStatusCode } from '@services/money/refund-apply/refund-apply.wire';

/** The application's status codes as the read model and the console know them (refund-apply.wire.ts). */
export const refundApplyStatus = {
  applied: 0,
  approved: 1,
  refused: 2,
} as const satisfies Record<string, RefundApplyStatusCode>;

/** What the consumer side asks back: part or all of an order's money, into the consumer's account. */
export interface RefundRequest {
  orderId: string;
  merchantId: string;
  paymentNo: string;
  amountFen: number;
  reason: string | null;
  accountNo: string;
  accountName: string;
}

/** Who acted and when (ISO-8601 instant), and which application. */
interface Acted {
  id: string;
  by: string;
  at: string;
}

export type RefundApplied = DomainEvent<'RefundApplied', Acted & RefundRequest & { tenantId: string }>;
/** The operator approved it: the refund order `refundOrderId` is made in the same write. */
export type RefundApplyApproved = DomainEvent<'RefundApplyApproved', Acted & { refundOrderId: string }>;
export type RefundApplyRefused = DomainEvent<'RefundApplyRefused', Acted & { reason: string }>;

export type RefundApplyEvent = RefundApplied | RefundApplyApproved | RefundApplyRefused;

export const refundApplyEventTypes = [
  'RefundApplied',
  'RefundApplyApproved',
  'RefundApplyRefused',
] satisfies Array<RefundApplyEvent['type']>;

/** Where the record stands in its lifecycle (the decider's state); the status codes above name each. */
export type RefundApplyStage = 'applied' | 'approved' | 'refused';
