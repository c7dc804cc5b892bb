import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** One row per consumption of an order, with how it was split: written by consumptionProjection. */
export const consumptionTable = readModelTable('prepaid_order_consume', {
  id: column.int8,
  tenant_id: column.text,
  order_id: column.int8,
  payment_no: column.nullable(column.text),
  consume_amount: column.money,
  payable_amount: column.money,
  provision_amount: column.money,
  remark: column.nullable(column.text),
  reported_by: column.text,
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    prepaid_order_consume: TableOf<typeof consumptionTable>;
  }
}
