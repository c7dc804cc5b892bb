import { moneyMessages } from '@console/features/money/money.i18n';
import { defineFeature } from '@console/lib/feature-manifest/feature-manifest';

const listPage =
  (resource: 'consumption' | 'card' | 'superviseCharge' | 'superviseRefund' | 'unionOrder' | 'unionRefund') =>
  () =>
    import('@console/features/money/components/money-list-page').then((m) => m.moneyListPage(resource));

/** Supervised money: orders, deposits, consumptions, cards, refunds, cut-payments, the bank's notices, charges and refunds, the card channel's orders. */
export const moneyFeature = defineFeature({
  namespace: 'money',
  messages: moneyMessages,
  menuPages: {
    '/prepaid/orders': () => import('@console/features/money/components/order-page').then((m) => m.OrderPage),
    '/prepaid/depository': () =>
      import('@console/features/money/components/deposit-page').then((m) => m.DepositPage),
    '/prepaid/consume': listPage('consumption'),
    '/prepaid/card-info': listPage('card'),
    '/prepaid/payment-log': () =>
      import('@console/features/money/components/payment-log-page').then((m) => m.PaymentLogPage),
    '/prepaid/supervise-charge': listPage('superviseCharge'),
    '/prepaid/reconciliation': () =>
      import('@console/features/money/components/reconciliation-page').then((m) => m.ReconciliationPage),
    '/prepaid/abnormal-order': () =>
      import('@console/features/money/components/abnormal-order-page').then((m) => m.AbnormalOrderPage),
    '/prepaid/refund-apply': () =>
      import('@console/features/money/components/refund-apply-page').then((m) => m.RefundApplyPage),
    '/prepaid/refund-order': () =>
      import('@console/features/money/components/refund-order-page').then((m) => m.RefundOrderPage),
    '/prepaid/cut-payment': () =>
      import('@console/features/money/components/cut-payment-page').then((m) => m.CutPaymentPage),
    '/prepaid/supervise-refund': listPage('superviseRefund'),
    '/prepaid/union-order': listPage('unionOrder'),
    '/prepaid/union-refund': listPage('unionRefund'),
  },
});
