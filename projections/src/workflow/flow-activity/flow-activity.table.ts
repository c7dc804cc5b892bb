import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** The activity history of instances (migration 0090): a row per node entered, ended or not. */
export const flowActivityTable = readModelTable('flow_activity', {
  id: column.int8,
  tenant_id: column.text,
  process_instance_id: column.int8,
  activity_id: column.text,
  activity_name: column.text,
  activity_type: column.text,
  start_time: column.timestamptz,
  end_time: column.nullable(column.timestamptz),
  assignee: column.nullable(column.int8),
  comment: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    flow_activity: TableOf<typeof flowActivityTable>;
  }
}
