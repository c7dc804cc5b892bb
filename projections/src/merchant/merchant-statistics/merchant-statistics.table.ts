import { column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/**
 * One merchant's business on one day, in the tenant's time zone (migrations 0040, 0041), written
 * by merchantStatisticsProjection alone.
 */
export const merchantStatisticsTable = readModelTable('prepaid_merchant_statistics', {
  tenant_id: column.text,
  merchant_id: column.int8,
  stat_date: column.date,
  order_count: column.integer,
  deposit_amount: column.money,
  consume_amount: column.money,
  refund_amount: column.money,
});

declare module '@infra/schema/database' {
  interface Database {
    prepaid_merchant_statistics: TableOf<typeof merchantStatisticsTable>;
  }
}
