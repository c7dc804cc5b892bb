import type { Migrations } from '@infra/migrations/migrations';
import * as money from '@infra/migrations/money/0071-money';
import * as cutPayment from '@infra/migrations/money/0072-cut-payment';
import * as reconciliation from '@infra/migrations/money/0105-reconciliation';
import * as refund from '@infra/migrations/money/0100-refund';
import * as chargedOrders from '@infra/migrations/money/0155-charged-orders';
import * as cutPaymentContract from '@infra/migrations/money/0185-cut-payment-contract';
import * as orderMerchantStatistics from '@infra/migrations/money/0190-order-merchant-statistics';
import * as depositsByValueDate from '@infra/migrations/money/0191-deposits-by-value-date';
import * as cutPaymentPaidTime from '@infra/migrations/money/0193-cut-payment-paid-time';
import * as instructionValueDates from '@infra/migrations/money/0194-instruction-value-dates';
import * as cutPaymentMerchantStatistics from '@infra/migrations/money/0207-cut-payment-merchant-statistics';
import * as reconciliationStagedStatement from '@infra/migrations/money/0212-reconciliation-staged-statement';
import * as reconciliationDayFigures from '@infra/migrations/money/0213-reconciliation-day-figures';
import * as reconciliationStatementFile from '@infra/migrations/money/0214-reconciliation-statement-file';
import * as ordersRoomToUpdate from '@infra/migrations/money/0221-orders-room-to-update';
import * as consumptionPaymentNumbers from '@infra/migrations/money/0222-consumption-payment-numbers';
import * as refundsByTenantValueDate from '@infra/migrations/money/0223-refunds-by-tenant-value-date';
import * as reconciliationStagedByRun from '@infra/migrations/money/0224-reconciliation-staged-by-run';

/** The migrations of the supervised-money context's tables, by permanent name. */
export const moneyMigrations: Migrations = {
  '0071-money': money,
  '0072-cut-payment': cutPayment,
  '0105-reconciliation': reconciliation,
  '0100-refund': refund,
  '0155-charged-orders': chargedOrders,
  '0185-cut-payment-contract': cutPaymentContract,
  '0190-order-merchant-statistics': orderMerchantStatistics,
  '0191-deposits-by-value-date': depositsByValueDate,
  '0193-cut-payment-paid-time': cutPaymentPaidTime,
  '0194-instruction-value-dates': instructionValueDates,
  '0207-cut-payment-merchant-statistics': cutPaymentMerchantStatistics,
  '0212-reconciliation-staged-statement': reconciliationStagedStatement,
  '0213-reconciliation-day-figures': reconciliationDayFigures,
  '0214-reconciliation-statement-file': reconciliationStatementFile,
  '0221-orders-room-to-update': ordersRoomToUpdate,
  '0222-consumption-payment-numbers': consumptionPaymentNumbers,
  '0223-refunds-by-tenant-value-date': refundsByTenantValueDate,
  '0224-reconciliation-staged-by-run': reconciliationStagedByRun,
};
