import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** Tenant packages (migration 0012): menu_id is the comma-joined list of the package's menus. */
export const tenantPackageTable = readModelTable('blade_tenant_package', {
  id: column.int8,
  package_name: column.text,
  menu_id: column.text,
  remark: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_tenant_package: TableOf<typeof tenantPackageTable>;
  }
}
