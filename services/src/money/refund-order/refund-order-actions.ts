import type { RefundOrderStage } from '@services/money/refund-order/refund-order.events';
import { refundOrderStatus } from '@services/money/refund-order/refund-order.events';
import type { RefundOrderAction } from '@services/money/refund-order/refund-order.wire';
import { allowedActionsByStage } from '@services/money/record-actions';

/**
 * The stages each action on a refund order may start from: it is removed or submitted before
 * the bank has it, sent again only after the bank refused it for good, and its order's
 * provision is released once the refund is paid.
 */
export const refundOrderStagesAllowing: Readonly<Record<RefundOrderAction, readonly RefundOrderStage[]>> = {
  remove: ['created'],
  submit: ['created'],
  manualRefund: ['failed'],
  unfreeze: ['refunded'],
};

/**
 * A refund order as the server answers it, with the actions its status allows. Its order's
 * provision is released only while the order holds one and nothing frozen besides (the handler's
 * provisionReleaseRefusal): once released, or when the refund took the whole provision, a
 * refunded refund order offers nothing.
 */
export const withRefundOrderActions = allowedActionsByStage(refundOrderStagesAllowing, refundOrderStatus, {
  unfreeze: (refundOrder: { provisionReleasable: boolean }) => refundOrder.provisionReleasable,
});
