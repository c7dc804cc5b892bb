import { textArrayColumn } from '@projections/workflow/text-array-column';
import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/**
 * One row per deployed process definition (migration 0090); a deleted deployment's keep their
 * XML for the instances started on them, with the time of the deletion (migration 0198).
 */
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
  deleted_time: column.nullable(column.timestamptz),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    flow_definition: TableOf<typeof flowDefinitionTable>;
  }
}
