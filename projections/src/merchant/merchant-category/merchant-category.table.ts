import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/**
 * The merchant industry category tree (migration 0040): a plain record, written by the resource
 * registry's projection of merchantCategoryResource; declared here so that the queries naming
 * it are typed.
 */
export const merchantCategoryTable = readModelTable('prepaid_merchant_category', {
  id: column.int8,
  tenant_id: column.text,
  /** "0" at the top level. */
  parent_id: column.int8,
  industry_category: column.text,
  category_code: column.nullable(column.text),
  sort: column.integer,
  remark: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    prepaid_merchant_category: TableOf<typeof merchantCategoryTable>;
  }
}
