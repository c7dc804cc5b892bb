import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/**
 * Tenants (blade-system/tenant, migration 0007): platform records, so tenant_id is not an owner
 * but the tenant's own number.
 */
export const tenantTable = readModelTable('blade_tenant', {
  id: column.int8,
  tenant_id: column.text,
  tenant_name: column.text,
  domain: column.nullable(column.text),
  background_url: column.nullable(column.text),
  linkman: column.nullable(column.text),
  contact_number: column.nullable(column.text),
  address: column.nullable(column.text),
  account_number: column.integer,
  expire_time: column.nullable(column.timestamptz),
  package_id: column.nullable(column.int8),
  datasource_id: column.nullable(column.int8),
  license_key: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_tenant: TableOf<typeof tenantTable>;
  }
}
