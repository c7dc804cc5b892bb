import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** The tabs above each tenant's console menu (blade-system/topmenu, migration 0009). */
export const topMenuTable = readModelTable('blade_top_menu', {
  id: column.int8,
  tenant_id: column.text,
  code: column.text,
  name: column.text,
  source: column.nullable(column.text),
  sort: column.integer,
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_top_menu: TableOf<typeof topMenuTable>;
  }
}
