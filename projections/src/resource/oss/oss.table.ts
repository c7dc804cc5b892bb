import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** Storage settings (migration 0110), written by the resource registry's projection of ossResource. */
export const ossTable = readModelTable('blade_oss', {
  id: column.int8,
  tenant_id: column.text,
  category: column.text,
  oss_code: column.nullable(column.text),
  endpoint: column.nullable(column.text),
  bucket_name: column.nullable(column.text),
  region: column.nullable(column.text),
  access_key: column.nullable(column.text),
  secret_key: column.nullable(column.text),
  max_size_kb: column.integer,
  remark: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_oss: TableOf<typeof ossTable>;
  }
}
