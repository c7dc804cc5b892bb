import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** One row per refund order, with its latest submission: written by refundOrderProjection. */
export const refundOrderTable = readModelTable('prepaid_refund_order', {
  id: column.int8,
  tenant_id: column.text,
  apply_id: column.int8,
  order_id: column.int8,
  merchant_id: column.int8,
  payment_no: column.text,
  amount: column.money,
  account_no: column.text,
  account_name: column.text,
  serial: column.nullable(column.text),
  bank_serial: column.nullable(column.text),
  fail_reason: column.nullable(column.text),
  /** The bank's business date of the refund (bank-value-date.wire.ts); null until refunded. */
  value_date: column.nullable(column.date),
  attempts: column.integer,
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    prepaid_refund_order: TableOf<typeof refundOrderTable>;
  }
}
