import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** One row per audit step of a goods item still listed; create_user is the operator. */
export const goodsProcessLogTable = readModelTable('prepaid_goods_process_log', {
  id: column.int8,
  tenant_id: column.text,
  goods_id: column.int8,
  step: column.text,
  result: column.text,
  comment: column.nullable(column.text),
  operator_account: column.text,
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    prepaid_goods_process_log: TableOf<typeof goodsProcessLogTable>;
  }
}
