import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** The workday calendar (migration 0121), written by the resource registry's projection of workdayResource. */
export const workdayTable = readModelTable('blade_workday', {
  id: column.int8,
  tenant_id: column.text,
  work_date: column.text,
  date_type: column.text,
  remark: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_workday: TableOf<typeof workdayTable>;
  }
}
