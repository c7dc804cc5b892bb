import type { DomainCommand } from '@platform/commands/command-metadata';
import type { RefundRequest } from '@services/money/refund-apply/refund-apply.events';

/**
 * What the order could still refund when the handler read it (frozen plus provision, in fen):
 * checked here so that the consumer and the operator hear at once that an amount is too large.
 * The order's own decider checks it again, exactly, when the refund is reserved.
 */
interface Refundable {
  refundableFen: number;
}

export type ApplyRefund = DomainCommand<'ApplyRefund', RefundRequest & Refundable & { id: string }>;
export type ApproveRefund = DomainCommand<'ApproveRefund', Refundable & { refundOrderId: string }>;
export type RefuseRefund = DomainCommand<'RefuseRefund', { reason: string }>;

export type RefundApplyCommand = ApplyRefund | ApproveRefund | RefuseRefund;
