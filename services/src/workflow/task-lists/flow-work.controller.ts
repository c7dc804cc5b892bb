import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { Answers } from '@platform/http/answers';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { BodyParams, Caller, Params } from '@platform/http/request-params';
import { Reads, Writes } from '@platform/http/routes';
import { nothing, pageOf } from '@platform/http/wire-shapes';
import { CallerGroupQueries } from '@projections/workflow/caller-groups/caller-groups.queries';
import {
  FlowDefinitionQueries,
  startableDefinitionList,
} from '@projections/workflow/flow-definition/flow-definition.queries';
import { FlowTaskQueries, flowTaskList } from '@projections/workflow/flow-task/flow-task.queries';
import { ProcessInstanceHandlers } from '@services/workflow/instance/process-instance.handlers';
import { definitionRecord } from '@services/workflow/manager/flow-definition-records';
import { processDefinition } from '@services/workflow/manager/flow-deployment.wire';
import { flowTaskRecord, type FlowTaskRow } from '@services/workflow/task-lists/flow-task-records';
import { flowTask } from '@services/workflow/task-lists/flow-task.wire';
import {
  type CompleteTaskForm,
  completeTaskForm,
  taskIdQuery,
} from '@services/workflow/task-lists/flow-work.schemas';
import type { Page } from '@platform/http/paging';
import { flowWorkPath } from '@services/workflow/task-lists/flow-work-path';

/** blade-flow/work: the caller's own work — what to start, claim, do, and what was sent and done. */
@ApiTags('blade-flow')
@Controller(flowWorkPath)
export class FlowWorkController {
  constructor(
    private readonly definitions: FlowDefinitionQueries,
    private readonly tasks: FlowTaskQueries,
    private readonly groups: CallerGroupQueries,
    private readonly handlers: ProcessInstanceHandlers,
  ) {}

  @Reads(
    'start-list',
    'work_start_view',
    "Active definitions the caller's tenant may start, newest version of each",
  )
  @Answers(pageOf(processDefinition))
  async startList(@ListQuery(startableDefinitionList) list: ListRequest, @Caller() caller: RequestContext) {
    const page = await this.definitions.startable(caller.tenantId, list);
    return { ...page, records: page.records.map(definitionRecord) };
  }

  @Reads('claim-list', 'work_claim_view', "Unclaimed tasks naming the caller or one of the caller's roles")
  @Answers(pageOf(flowTask))
  async claimList(@ListQuery(flowTaskList) list: ListRequest, @Caller() caller: RequestContext) {
    const groups = await this.groups.of(caller.tenantId, caller.roleIds);
    return records(await this.tasks.claimList(caller.tenantId, caller.userId, groups, list));
  }

  @Reads('todo-list', 'work_todo_view', 'Tasks assigned to the caller')
  @Answers(pageOf(flowTask))
  async todoList(@ListQuery(flowTaskList) list: ListRequest, @Caller() caller: RequestContext) {
    return records(await this.tasks.todoList(caller.tenantId, caller.userId, list));
  }

  @Reads('send-list', 'work_send_view', 'Instances the caller started, each with its current task')
  @Answers(pageOf(flowTask))
  async sendList(@ListQuery(flowTaskList) list: ListRequest, @Caller() caller: RequestContext) {
    return records(await this.tasks.sendList(caller.tenantId, caller.userId, list));
  }

  @Reads('done-list', 'work_done_view', 'Tasks the caller completed')
  @Answers(pageOf(flowTask))
  async doneList(@ListQuery(flowTaskList) list: ListRequest, @Caller() caller: RequestContext) {
    return records(await this.tasks.doneList(caller.tenantId, caller.userId, list));
  }

  @Writes(
    'claim-task',
    'work_claim_sign',
    'Claim a task; of two claims at once one wins, the other is refused (409)',
  )
  @Answers(nothing)
  async claimTask(@Params(taskIdQuery) { taskId }: { taskId: string }, @Caller() caller: RequestContext) {
    await this.handlers.claim(taskId, caller);
    return {};
  }

  @Writes('complete-task', 'work_todo_handle', 'Pass (flag ok) or reject a task with a comment')
  @Answers(nothing)
  async completeTask(@BodyParams(completeTaskForm) form: CompleteTaskForm, @Caller() caller: RequestContext) {
    const { flag, comment, variables } = form;
    await this.handlers.complete(form.taskId, { flag, comment, variables }, caller);
    return {};
  }
}

function records(page: Page<unknown>) {
  return { ...page, records: (page.records as FlowTaskRow[]).map(flowTaskRecord) };
}
