import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** SMS settings (migration 0070), written by the resource registry's projection of smsResource. */
export const smsTable = readModelTable('blade_sms', {
  id: column.int8,
  tenant_id: column.text,
  category: column.text,
  template_id: column.text,
  sign_name: column.nullable(column.text),
  access_key: column.nullable(column.text),
  secret_key: column.nullable(column.text),
  region_id: column.nullable(column.text),
  endpoint: column.nullable(column.text),
  remark: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_sms: TableOf<typeof smsTable>;
  }
}
