import { seededLeaveDefinitionId } from '@services/workflow/leave/leave-process.seed';
import { withClient } from '@bench/support/with-client';

/**
 * `tasks` open (todo) tasks of the seeded leave process in tenant 000000, each with its
 * instance, dealt round-robin to `assignees` users of which `caller` is one: rows straight into
 * the read models, since the benchmark measures reads, not how the rows were made.
 */
export async function loadOpenTasks(
  databaseUrl: string,
  { tasks, assignees, caller }: { tasks: number; assignees: number; caller: string },
): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query(
      `INSERT INTO flow_instance (id, tenant_id, process_definition_id, process_definition_key,
         process_definition_name, process_definition_version, category, business_table, business_id,
         start_user, start_user_name, start_time, flow_status, create_user, create_dept, create_time,
         update_user, update_time, status)
       SELECT 5000000000000000000 + g, '000000', $2, 'leave', '请假流程', 1, 'flow_1', 'flow_leave', g::text,
         7, '申请人' || g, now() - (g || ' seconds')::interval, 'running', 7, 0,
         now() - (g || ' seconds')::interval, 7, now(), 1
       FROM generate_series(1, $1::int) AS g`,
      [tasks, seededLeaveDefinitionId],
    );
    await client.query(
      `INSERT INTO flow_task (id, tenant_id, process_instance_id, task_name, task_definition_key,
         candidate_users, candidate_groups, assignee, claim_time, task_status, create_user, create_dept,
         create_time, update_user, update_time, status)
       SELECT 6000000000000000000 + g, '000000', 5000000000000000000 + g, '部门经理审批', 'deptHead',
         '{}', '{manager}', CASE WHEN g % $2 = 0 THEN $3::bigint ELSE 4000000000000000000 + g % $2 END,
         now(), 'todo', 7, 0, now() - (g || ' seconds')::interval, 7, now(), 1
       FROM generate_series(1, $1::int) AS g`,
      [tasks, assignees, caller],
    );
    await client.query('ANALYZE flow_instance');
    await client.query('ANALYZE flow_task');
  });
}
