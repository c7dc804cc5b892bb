import { type Kysely, sql, type SqlBool } from 'kysely';
import type { Database } from '@infra/schema/database';
import { matchesFilters } from '@platform/database/list-query';
import { readPage } from '@platform/database/read-page';
import type { ListRequest, ListSpec } from '@platform/http/list-request';

/** The task lists' filters: the task's name (contains) and its process's category. */
export const flowTaskList: ListSpec = { filterable: { taskName: 'text', category: 'code' } };
const columnOf = (field: string) => (field === 'taskName' ? 't.task_name' : 'i.category');

/**
 * Reads of tasks with their instance, as the BladeX task lists answer them: claim-list (a
 * candidate, nobody claimed it), todo-list (assigned to the caller), done-list (the caller
 * completed it) and send-list (the caller's instances, each with its current task).
 */
export class FlowTaskQueries {
  constructor(private readonly db: Kysely<Database>) {}

  claimList(tenantId: string, callerId: string, groups: readonly string[], list: ListRequest) {
    const candidate = sql<SqlBool>`(t.candidate_users && ARRAY[${callerId}]::text[]
      OR t.candidate_groups && ${[...groups]}::text[])`;
    return this.page(tenantId, list, (query) => query.where('t.task_status', '=', 'claim').where(candidate));
  }

  todoList(tenantId: string, callerId: string, list: ListRequest) {
    return this.page(tenantId, list, (query) =>
      query.where('t.task_status', '=', 'todo').where('t.assignee', '=', callerId),
    );
  }

  doneList(tenantId: string, callerId: string, list: ListRequest) {
    return this.page(tenantId, list, (query) =>
      query.where('t.task_status', '=', 'done').where('t.completed_by', '=', callerId),
    );
  }

  /** The caller's instances newest first, each with its newest task (current while it runs). */
  sendList(tenantId: string, callerId: string, { paging, filters }: ListRequest) {
    const filtered = this.db
      .selectFrom('flow_instance as i')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('flow_task')
            .whereRef('flow_task.process_instance_id', '=', 'i.id')
            .selectAll()
            .orderBy('flow_task.create_time', 'desc')
            .orderBy('flow_task.id', 'desc')
            .limit(1)
            .as('t'),
        (join) => join.onTrue(),
      )
      .where('i.tenant_id', '=', tenantId)
      .where('i.start_user', '=', callerId)
      .where(matchesFilters(filters, columnOf));
    const ordered = filtered
      .leftJoin('blade_user as u', 'u.id', 't.assignee')
      .select(taskColumns)
      // BladeX's status of every send-list row; flowStatus says whether the instance ended.
      .select(sql<string>`'finish'`.as('status'))
      .orderBy('i.create_time', 'desc')
      .orderBy('i.id', 'desc');
    return readPage(filtered, ordered, paging);
  }

  /** One task of the tenant, with its instance: the handle page and the complete call read it. */
  find(tenantId: string, taskId: string) {
    return this.tasks(tenantId)
      .where('t.id', '=', taskId)
      .leftJoin('blade_user as u', 'u.id', 't.assignee')
      .select(taskColumns)
      .select('t.task_status as status')
      .executeTakeFirst();
  }

  private page(
    tenantId: string,
    { paging, filters }: ListRequest,
    only: (query: ReturnType<FlowTaskQueries['tasks']>) => ReturnType<FlowTaskQueries['tasks']>,
  ) {
    const filtered = only(this.tasks(tenantId)).where(matchesFilters(filters, columnOf));
    const ordered = filtered
      .leftJoin('blade_user as u', 'u.id', 't.assignee')
      .select(taskColumns)
      .select('t.task_status as status')
      .orderBy('t.create_time', 'desc')
      .orderBy('t.id', 'desc');
    return readPage(filtered, ordered, paging);
  }

  private tasks(tenantId: string) {
    return this.db
      .selectFrom('flow_task as t')
      .innerJoin('flow_instance as i', 'i.id', 't.process_instance_id')
      .where('t.tenant_id', '=', tenantId);
  }
}

const taskColumns = [
  't.id as taskId',
  't.task_name as taskName',
  't.task_definition_key as taskDefinitionKey',
  'i.id as processInstanceId',
  'i.process_definition_id as processDefinitionId',
  'i.process_definition_key as processDefinitionKey',
  'i.process_definition_name as processDefinitionName',
  'i.process_definition_version as processDefinitionVersion',
  'i.category',
  'i.business_table as businessTable',
  'i.business_id as businessId',
  't.assignee',
  'u.real_name as assigneeName',
  'i.start_user as startUser',
  'i.start_user_name as startUserName',
  't.create_time as createTime',
  't.claim_time as claimTime',
  't.end_time as endTime',
  't.comment',
  't.flag',
  'i.flow_status as flowStatus',
] as const;
