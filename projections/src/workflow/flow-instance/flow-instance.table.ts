import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** One row per process instance (migration 0090); flow_status running, finished or deleted. */
export const flowInstanceTable = readModelTable('flow_instance', {
  id: column.int8,
  tenant_id: column.text,
  process_definition_id: column.text,
  process_definition_key: column.text,
  process_definition_name: column.text,
  process_definition_version: column.integer,
  category: column.text,
  business_table: column.text,
  business_id: column.text,
  start_user: column.int8,
  start_user_name: column.text,
  start_time: column.timestamptz,
  end_time: column.nullable(column.timestamptz),
  flow_status: column.text,
  delete_reason: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    flow_instance: TableOf<typeof flowInstanceTable>;
  }
}
