import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** Attachments (migration 0111), written by the resource registry's projection of attachResource. */
export const attachTable = readModelTable('blade_attach', {
  id: column.int8,
  tenant_id: column.text,
  link: column.text,
  name: column.text,
  original_name: column.text,
  extension: column.text,
  attach_size: column.integer,
  oss_id: column.nullable(column.int8),
  remark: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_attach: TableOf<typeof attachTable>;
  }
}
