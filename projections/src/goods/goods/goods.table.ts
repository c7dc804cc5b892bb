import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';
import type { MouldValues } from '@services/goods/mould/goods-mould.wire';

/** One row per goods item, recycled ones included (status 5), written by goodsProjection alone. */
export const goodsTable = readModelTable('prepaid_goods', {
  id: column.int8,
  tenant_id: column.text,
  merchant_id: column.int8,
  industry_category_id: column.int8,
  goods_name: column.text,
  mould_id: column.nullable(column.int8),
  industry_id: column.nullable(column.int8),
  industry_main_id: column.nullable(column.int8),
  mould_values: column.jsonb<MouldValues>(),
  price: column.money,
  original_price: column.money,
  validity_days: column.integer,
  usage_count: column.nullable(column.integer),
  cover_image: column.nullable(column.text),
  description: column.nullable(column.text),
  stock: column.integer,
  is_digital_yuan: column.integer,
  /** The status a recycled item returns to; null outside the recycle bin. */
  previous_status: column.nullable(column.integer),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    prepaid_goods: TableOf<typeof goodsTable>;
  }
}
