import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** One row per process model not removed (migration 0090), written by flowModelProjection alone. */
export const flowModelTable = readModelTable('flow_model', {
  id: column.int8,
  tenant_id: column.text,
  model_key: column.text,
  name: column.text,
  description: column.nullable(column.text),
  xml: column.text,
  version: column.integer,
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    flow_model: TableOf<typeof flowModelTable>;
  }
}
