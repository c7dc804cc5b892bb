import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** Posts (blade-system/post, migration 0004), written by the registry's projection. */
export const postTable = readModelTable('blade_post', {
  id: column.int8,
  tenant_id: column.text,
  category: column.integer,
  post_code: column.text,
  post_name: column.text,
  sort: column.integer,
  remark: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_post: TableOf<typeof postTable>;
  }
}
