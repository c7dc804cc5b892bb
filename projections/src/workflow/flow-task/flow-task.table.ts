import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';
import { textArrayColumn } from '@projections/workflow/text-array-column';

/**
 * One row per user task not cancelled (migration 0090). task_status: 'claim' waiting for one of
 * its candidates, 'todo' assigned, 'done' completed.
 */
export const flowTaskTable = readModelTable('flow_task', {
  id: column.int8,
  tenant_id: column.text,
  process_instance_id: column.int8,
  task_name: column.text,
  task_definition_key: column.text,
  candidate_users: textArrayColumn,
  candidate_groups: textArrayColumn,
  assignee: column.nullable(column.int8),
  claim_time: column.nullable(column.timestamptz),
  end_time: column.nullable(column.timestamptz),
  completed_by: column.nullable(column.int8),
  comment: column.nullable(column.text),
  flag: column.nullable(column.text),
  task_status: column.text,
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    flow_task: TableOf<typeof flowTaskTable>;
  }
}
