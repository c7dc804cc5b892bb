import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** One row per charge the bank notified (a deposit), matched or in suspense: written by depositProjection. */
export const depositTable = readModelTable('prepaid_order_depository', {
  id: column.int8,
  tenant_id: column.text,
  bank_serial: column.text,
  payment_no: column.text,
  account_no: column.text,
  payer_name: column.text,
  amount: column.money,
  value_date: column.date,
  order_id: column.nullable(column.int8),
  unmatched_reason: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    prepaid_order_depository: TableOf<typeof depositTable>;
  }
}
