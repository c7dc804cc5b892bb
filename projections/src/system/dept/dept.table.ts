import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** Each tenant's department tree (blade-system/dept, migration 0008); parent_id 0 is the top level. */
export const deptTable = readModelTable('blade_dept', {
  id: column.int8,
  tenant_id: column.text,
  parent_id: column.int8,
  dept_name: column.text,
  full_name: column.nullable(column.text),
  dept_category: column.integer,
  sort: column.integer,
  remark: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_dept: TableOf<typeof deptTable>;
  }
}
