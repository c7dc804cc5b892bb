import { textArrayColumn } from '@projections/workflow/text-array-column';
import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** One row per deployed process definition not deleted (migration 0090). */
export const flowDefinitionTable = readModelTable('flow_definition', {
  id: column.int8,
  tenant_id: column.text,
  process_definition_id: column.text,
  process_key: column.text,
  name: column.text,
  category: column.text,
  version: column.integer,
  deployment_id: column.int8,
  deployment_time: column.timestamptz,
  suspension_state: column.integer,
  resource_name: column.text,
  tenant_ids: column.text,
  visible_tenants: textArrayColumn,
  xml: column.text,
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    flow_definition: TableOf<typeof flowDefinitionTable>;
  }
}
