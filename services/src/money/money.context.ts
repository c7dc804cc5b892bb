import { moneyMigrations } from '@infra/migrations/money/money.migrations';
import { type BoundedContext, contextJobs } from '@platform/contexts/bounded-context';
import { cardProjection } from '@projections/money/card/card.projection';
import { cutPaymentProjection } from '@projections/money/cut-payment/cut-payment.projection';
import { consumptionProjection } from '@projections/money/consumption/consumption.projection';
import { depositProjection } from '@projections/money/deposit/deposit.projection';
import { orderProjection } from '@projections/money/order/order.projection';
import { paymentDataLogProjection } from '@projections/money/payment-data-log/payment-data-log.projection';
import { bankNoticeSignature } from '@services/money/deposit/bank-notice-signature.outer-system';
import { moneyJobCatalogue, moneyJobHandlers } from '@services/money/money.jobs';
import { MoneyModule } from '@services/money/money.module';
import { moneyReferences } from '@services/money/money.references';
import { superviseBank } from '@services/money/supervise-bank/supervise-bank.outer-system';

/**
 * prepaid-transaction and prepaid-payment, one context of supervised money (MONEY.md): orders
 * and their cards, the bank's charges and their payment data log, consumptions, cut-payments to
 * merchants through the supervise bank, on a ledger of integer fen that moves money exactly once.
 */
export const moneyContext: BoundedContext = {
  name: 'money',
  references: moneyReferences,
  module: MoneyModule,
  projections: [
    orderProjection,
    cardProjection,
    depositProjection,
    consumptionProjection,
    paymentDataLogProjection,
    cutPaymentProjection,
  ],
  jobs: contextJobs({ catalogue: moneyJobCatalogue, handlers: moneyJobHandlers }),
  outerSystems: [superviseBank, bankNoticeSignature],
  migrations: moneyMigrations,
};
