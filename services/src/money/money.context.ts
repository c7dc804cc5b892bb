import { moneyMigrations } from '@infra/migrations/money/money.migrations';
import { aggregate } from '@platform/contexts/aggregate';
import { type BoundedContext, contextJobs } from '@platform/contexts/bounded-context';
import { cardProjection } from '@projections/money/card/card.projection';
import { cutPaymentProjection } from '@projections/money/cut-payment/cut-payment.projection';
import { consumptionProjection } from '@projections/money/consumption/consumption.projection';
import { depositProjection } from '@projections/money/deposit/deposit.projection';
import { orderProjection } from '@projections/money/order/order.projection';
import { paymentDataLogProjection } from '@projections/money/payment-data-log/payment-data-log.projection';
import { reconciliationProjection } from '@projections/money/reconciliation/reconciliation.projection';
import { reconciliationDecider } from '@services/money/reconciliation/reconciliation.decider';
import { scheduleMoneyJobs } from '@services/money/reconciliation/reconciliation-schedule';
import { reconciliationStreamId } from '@services/money/reconciliation/reconciliation.stream';
import { refundApplyProjection } from '@projections/money/refund-apply/refund-apply.projection';
import { refundOrderProjection } from '@projections/money/refund-order/refund-order.projection';
import { refundApplyDecider } from '@services/money/refund-apply/refund-apply.decider';
import { refundApplyStreamId } from '@services/money/refund-apply/refund-apply.stream';
import { refundOrderDecider } from '@services/money/refund-order/refund-order.decider';
import { refundOrderStreamId } from '@services/money/refund-order/refund-order.stream';
import { cutPaymentDecider } from '@services/money/cut-payment/cut-payment.decider';
import { cutPaymentStreamId } from '@services/money/cut-payment/cut-payment.stream';
import { bankNoticeSignature } from '@services/money/deposit/bank-notice-signature.outer-system';
import { depositDecider } from '@services/money/deposit/deposit.decider';
import { seedDemoData } from '@services/money/demo-data/demo-data';
import { demoDataDecider } from '@services/money/demo-data/demo-data.decider';
import { demoDataStreamId } from '@services/money/demo-data/demo-data.stream';
import { depositStreamId } from '@services/money/deposit/deposit.stream';
import {
  cutPaymentEffectiveAt,
  depositEffectiveAt,
  refundOrderEffectiveAt,
} from '@services/money/effective-times';
import { moneyJobCatalogue, moneyJobHandlers } from '@services/money/money.jobs';
import { MoneyModule } from '@services/money/money.module';
import { orderDecider } from '@services/money/order/order.decider';
import { orderStreamId } from '@services/money/order/order.stream';
import { paymentDataLogDecider } from '@services/money/payment-data-log/payment-data-log.decider';
import { paymentNoticeStreamId } from '@services/money/payment-data-log/payment-data-log.stream';
import { moneyReferences } from '@services/money/money.references';
import { superviseBank } from '@services/money/supervise-bank/supervise-bank.outer-system';

/**
 * prepaid-transaction and prepaid-payment, one context of supervised money (MONEY.md): orders
 * and their cards, the bank's charges and their payment data log, consumptions, cut-payments to
 * merchants through the supervise bank, on a ledger of integer fen that moves money exactly once.
 * A first embedded start plays demo orders into it once it listens (demo-data.ts).
 */
export const moneyContext: BoundedContext = {
  name: 'money',
  references: moneyReferences,
  module: MoneyModule,
  aggregates: [
    aggregate('order', orderStreamId, orderDecider),
    aggregate('deposit', depositStreamId, depositDecider, depositEffectiveAt),
    aggregate('paymentNotice', paymentNoticeStreamId, paymentDataLogDecider),
    // One book per merchant: its cut-payment applications, keyed by the merchant's id.
    aggregate('cutPaymentBook', cutPaymentStreamId, cutPaymentDecider, cutPaymentEffectiveAt),
    aggregate('reconciliation', reconciliationStreamId, reconciliationDecider),
    aggregate('refundApply', refundApplyStreamId, refundApplyDecider),
    aggregate('refundOrder', refundOrderStreamId, refundOrderDecider, refundOrderEffectiveAt),
    // One per tenant: when its demo orders were played (the embedded default's first start).
    aggregate('demoData', demoDataStreamId, demoDataDecider),
  ],
  projections: [
    orderProjection,
    cardProjection,
    depositProjection,
    consumptionProjection,
    paymentDataLogProjection,
    cutPaymentProjection,
    reconciliationProjection,
    refundApplyProjection,
    refundOrderProjection,
  ],
  jobs: contextJobs({ catalogue: moneyJobCatalogue, handlers: moneyJobHandlers }),
  outerSystems: [superviseBank, bankNoticeSignature],
  migrations: moneyMigrations,
  start: scheduleMoneyJobs,
  afterListen: seedDemoData,
};
