import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/**
 * Industry tags (migration 0040): a plain record, written by the resource registry's projection
 * of industryTagResource; declared here so that the queries naming it are typed.
 */
export const industryTagTable = readModelTable('prepaid_industry_tag', {
  id: column.int8,
  tenant_id: column.text,
  tag_name: column.text,
  sort: column.integer,
  remark: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    prepaid_industry_tag: TableOf<typeof industryTagTable>;
  }
}
