import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** One row per order, its money as yuan text: written by orderProjection alone. */
export const orderTable = readModelTable('prepaid_order_info', {
  id: column.int8,
  tenant_id: column.text,
  merchant_id: column.int8,
  goods_id: column.nullable(column.int8),
  payment_no: column.text,
  card_id: column.int8,
  card_no: column.text,
  buyer_name: column.text,
  buyer_phone: column.nullable(column.text),
  trade_amount: column.money,
  contract_content: column.nullable(column.text),
  /** Basis points of each consumption held as provision. */
  provision_ratio: column.integer,
  paid_amount: column.money,
  frozen_amount: column.money,
  provision_amount: column.money,
  consumed_amount: column.money,
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    prepaid_order_info: TableOf<typeof orderTable>;
  }
}
