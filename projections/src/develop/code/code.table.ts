import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** Code generator settings (blade-develop/code, migration 0125), written by the registry's projection. */
export const codeTable = readModelTable('blade_code', {
  id: column.int8,
  model_id: column.int8,
  code_name: column.text,
  service_name: column.text,
  api_path: column.text,
  resource_name: column.text,
  module_path: column.text,
  remark: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_code: TableOf<typeof codeTable>;
  }
}
