import { type Column, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

const uuid: Column<string, string> = { ...column.text, sqlType: 'uuid' };

/** One row per event of a goods item, in the global order, for the console's history panel. */
export const goodsHistoryTable = readModelTable('prepaid_goods_history', {
  event_id: uuid,
  tenant_id: column.text,
  goods_id: column.int8,
  commit_position: column.int8,
  prepare_position: column.int8,
  event_type: column.text,
  summary: column.text,
  operator_id: column.nullable(column.int8),
  operator_account: column.text,
  occurred_at: column.timestamptz,
});

declare module '@infra/schema/database' {
  interface Database {
    prepaid_goods_history: TableOf<typeof goodsHistoryTable>;
  }
}
