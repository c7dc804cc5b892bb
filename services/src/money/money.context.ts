import { moneyMigrations } from '@infra/migrations/money/money.migrations';
import { aggregate } from '@platform/contexts/aggregate';
import type { BoundedContext } from '@platform/contexts/bounded-context';
import { cardProjection } from '@projections/money/card/card.projection';
import { consumptionProjection } from '@projections/money/consumption/consumption.projection';
import { depositProjection } from '@projections/money/deposit/deposit.projection';
import { orderProjection } from '@projections/money/order/order.projection';
import { paymentDataLogProjection } from '@projections/money/payment-data-log/payment-data-log.projection';
import { bankNoticeSignature } from '@services/money/deposit/bank-notice-signature.outer-system';
import { depositDecider } from '@services/money/deposit/deposit.decider';
import { depositStreamId } from '@services/money/deposit/deposit.stream';
import { MoneyModule } from '@services/money/money.module';
import { orderDecider } from '@services/money/order/order.decider';
import { orderStreamId } from '@services/money/order/order.stream';
import { paymentDataLogDecider } from '@services/money/payment-data-log/payment-data-log.decider';
import { paymentNoticeStreamId } from '@services/money/payment-data-log/payment-data-log.stream';
import { moneyReferences } from '@services/money/money.references';

/**
 * prepaid-transaction and prepaid-payment, one context of supervised money (MONEY.md): orders
 * and their cards, the bank's charges and their payment data log, consumptions, on a ledger of
 * integer fen that moves money exactly once.
 */
export const moneyContext: BoundedContext = {
  name: 'money',
  references: moneyReferences,
  module: MoneyModule,
  aggregates: [
    aggregate('order', orderStreamId, orderDecider),
    aggregate('deposit', depositStreamId, depositDecider),
    aggregate('paymentNotice', paymentNoticeStreamId, paymentDataLogDecider),
  ],
  projections: [
    orderProjection,
    cardProjection,
    depositProjection,
    consumptionProjection,
    paymentDataLogProjection,
  ],
  outerSystems: [bankNoticeSignature],
  migrations: moneyMigrations,
};
