import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/**
 * Data models (blade-develop/model, migration 0125): a table of a data source and, in
 * `prototype`, its fields as edited (JSON, model-prototype.ts), written by the registry's projection.
 */
export const modelTable = readModelTable('blade_model', {
  id: column.int8,
  datasource_id: column.int8,
  model_name: column.text,
  model_code: column.text,
  model_table: column.text,
  model_remark: column.nullable(column.text),
  prototype: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_model: TableOf<typeof modelTable>;
  }
}
