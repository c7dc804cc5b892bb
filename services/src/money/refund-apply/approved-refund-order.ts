import type { PresentRefundApply } from '@services/money/refund-apply/refund-apply.decider';
import type { CreateRefundOrder } from '@services/money/refund-order/refund-order.commands';

/** The refund order an approved application makes, under `id`: the application's own terms. */
export function approvedRefundOrder(application: PresentRefundApply, id: string): CreateRefundOrder['data'] {
  const { orderId, merchantId, paymentNo, amountFen, accountNo, accountName } = application;
  return { id, applyId: application.id, orderId, merchantId, paymentNo, amountFen, accountNo, accountName };
}
