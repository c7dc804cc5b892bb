import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/**
 * Menus (category 1) and buttons (category 2), migration 0009: the platform's catalogue, with
 * no tenant column; parent_id 0 is the top level.
 */
export const menuTable = readModelTable('blade_menu', {
  id: column.int8,
  parent_id: column.int8,
  code: column.text,
  name: column.text,
  alias: column.nullable(column.text),
  path: column.nullable(column.text),
  source: column.nullable(column.text),
  sort: column.integer,
  category: column.integer,
  action: column.integer,
  is_open: column.integer,
  remark: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_menu: TableOf<typeof menuTable>;
  }
}
