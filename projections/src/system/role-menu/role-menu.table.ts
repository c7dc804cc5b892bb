import { column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** One row per menu a role grants (migration 0009), written by roleMenuProjection alone. */
export const roleMenuTable = readModelTable('blade_role_menu', {
  role_id: column.int8,
  menu_id: column.int8,
  tenant_id: column.text,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_role_menu: TableOf<typeof roleMenuTable>;
  }
}
