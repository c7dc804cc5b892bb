import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';
import type { MouldContent } from '@services/goods/mould/goods-mould.wire';

/** One row per mould not removed (migration 0030), written by goodsMouldProjection alone. */
export const goodsMouldTable = readModelTable('prepaid_goods_mould', {
  id: column.int8,
  tenant_id: column.text,
  mould_name: column.text,
  industry_id: column.int8,
  industry_main_id: column.int8,
  mould_content: column.jsonb<MouldContent>(),
  remark: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    prepaid_goods_mould: TableOf<typeof goodsMouldTable>;
  }
}
