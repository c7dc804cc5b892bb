import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** System parameters (blade-system/param, migration 0004), written by the registry's projection. */
export const paramTable = readModelTable('blade_param', {
  id: column.int8,
  tenant_id: column.text,
  param_name: column.text,
  param_key: column.text,
  param_value: column.text,
  remark: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_param: TableOf<typeof paramTable>;
  }
}
