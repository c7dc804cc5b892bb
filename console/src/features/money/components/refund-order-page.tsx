import { ArrowClockwiseRegular, DeleteRegular, LockOpenRegular, SendRegular } from '@fluentui/react-icons';
import { BankRecordPage, type BankRecordScreen } from '@console/features/money/components/bank-record-page';
import type { RefundOrderAction } from '@services/money/refund-order/refund-order.wire';

/** Each action's button: its icon and permission code (platform-menu-modules.ts). */
export const refundOrders: BankRecordScreen<RefundOrderAction> = {
  kind: 'refundOrder',
  searchFields: ['paymentNo', 'orderId', 'status'],
  terms: ['orderId', 'paymentNo', 'amount', 'accountNo', 'accountName', 'attempts'],
  buttons: {
    remove: { icon: <DeleteRegular />, permission: 'refund_order_delete' },
    submit: { icon: <SendRegular />, permission: 'refund_order_edit' },
    manualRefund: { icon: <ArrowClockwiseRegular />, permission: 'refund_order_refund' },
    unfreeze: { icon: <LockOpenRegular />, permission: 'refund_order_unfreeze' },
  },
  follows: ['submit', 'manualRefund'],
  label: (t, action) => t(`actions.${action}`),
  question: (t, action, refundOrder) => t(`confirm.${action}`, { value: String(refundOrder.amount) }),
  load: (api, id) => api.refundOrder(id),
  call: (api, action, refundOrder) => api.refundOrderAction(action, refundOrder.id),
};

/**
 * Refund orders (/prepaid/refund-order): the list, each order's details in a drawer that follows
 * the bank's work, and the actions its status allows, each confirmed.
 */
export function RefundOrderPage() {
  return <BankRecordPage screen={refundOrders} />;
}
