import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** Report definitions (migration 0140), written by the resource registry's projection of reportDefinitionResource. */
export const reportDefinitionTable = readModelTable('blade_report', {
  id: column.int8,
  tenant_id: column.text,
  name: column.text,
  source: column.text,
  dimension: column.text,
  measure: column.text,
  chart_type: column.text,
  remark: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_report: TableOf<typeof reportDefinitionTable>;
  }
}
