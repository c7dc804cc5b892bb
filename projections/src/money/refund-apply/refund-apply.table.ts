import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** One row per refund application: written by refundApplyProjection. */
export const refundApplyTable = readModelTable('prepaid_refund_apply', {
  id: column.int8,
  tenant_id: column.text,
  order_id: column.int8,
  merchant_id: column.int8,
  payment_no: column.text,
  amount: column.money,
  reason: column.nullable(column.text),
  account_no: column.text,
  account_name: column.text,
  refund_order_id: column.nullable(column.int8),
  refuse_reason: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    prepaid_refund_apply: TableOf<typeof refundApplyTable>;
  }
}
