import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** One row per leave request (migration 0090); leave_status approving, finished or deleted. */
export const leaveTable = readModelTable('flow_leave', {
  id: column.int8,
  tenant_id: column.text,
  process_definition_id: column.text,
  process_instance_id: column.int8,
  leave_type: column.nullable(column.text),
  start_time: column.timestamptz,
  end_time: column.timestamptz,
  days: column.integer,
  reason: column.text,
  apply_user: column.int8,
  apply_user_name: column.text,
  apply_time: column.timestamptz,
  leave_status: column.text,
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    flow_leave: TableOf<typeof leaveTable>;
  }
}
