import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** Each tenant's role tree (blade-system/role, migration 0009); parent_id 0 is the top level. */
export const roleTable = readModelTable('blade_role', {
  id: column.int8,
  tenant_id: column.text,
  parent_id: column.int8,
  role_name: column.text,
  role_alias: column.text,
  sort: column.integer,
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_role: TableOf<typeof roleTable>;
  }
}
