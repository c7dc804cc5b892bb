import fc from 'fast-check';
import type { Page } from '@platform/http/paging';
import type { Answer, Row } from '@services/testing/tenant-caller';
import {
  type Command,
  type Fields,
  type ReadModelScenario,
  succeeded,
} from '@services/testing/state-as-of/read-model-scenario';
import type { OpenTask } from '@services/workflow/instance/process-instance.state';
import { seededLeaveDefinitionId } from '@services/workflow/leave/leave-process.seed';
import { taskCalls, type workflowCallers } from '@services/workflow/workflow-testing';

type Workflow = ReturnType<typeof workflowCallers>;
type Who = 'applicant' | 'head' | 'hr' | 'outsider';

/** Each caller of the leave process: a user and the roles (candidate groups) it holds. */
const callers: Record<Who, { userId: string; roles: string[] }> = {
  applicant: { userId: '7', roles: [] },
  head: { userId: '8', roles: ['manager'] },
  hr: { userId: '9', roles: ['hr'] },
  outsider: { userId: '10', roles: [] },
};
/** Who may take each task of the leave model: its candidate group's holder, or its assignee. */
const candidateOf: Record<string, Who> = { deptHead: 'head', hr: 'hr', adjust: 'applicant' };

const taskAction = fc.record({
  who: fc.constantFrom<Who>('applicant', 'head', 'hr', 'outsider'),
  claim: fc.boolean(),
  pass: fc.boolean(),
});
type TaskAction = { who: Who; claim: boolean; pass: boolean };
/** What befalls the instance: someone acts on its open task, the head's timer comes due, or it is deleted. */
const action = fc.oneof(
  { arbitrary: taskAction, weight: 3 },
  { arbitrary: fc.constant({ timerDue: true }), weight: 2 },
  { arbitrary: fc.constant({ deleted: true }), weight: 1 },
);
type Action = TaskAction | { timerDue: true } | { deleted: true };

/** A command the instance allows must succeed; every other one must be refused. */
function answered(answer: Answer, allowed: boolean, what: string) {
  if (allowed) succeeded(answer, what);
  else if (answer.code === 200) throw new Error(`${what}: done, though it should have been refused`);
}

/** A task as its list shows it: the model's activity and who holds it, the same on both sides. */
const taskKey = (activityId: unknown, assignee: unknown) => `${String(activityId)}:${String(assignee ?? '')}`;

/**
 * A leave request and its process instance, driven by random claims and completions, its head's
 * timer coming due and its deletion: what the instance allows must succeed, all else be refused.
 */
function leaveFlow(workflow: Workflow) {
  const { as } = workflow;
  const by = (who: Who) => callers[who];
  const businessIds = new Map<string, string>();
  const lastTaskIds = new Map<string, string>();

  /** The open tasks of an instance, from the claim and todo lists of everyone who may hold them. */
  async function openTasks(processInstanceId: string): Promise<Row[]> {
    const rows = new Map<string, Row>();
    for (const who of ['applicant', 'head', 'hr'] as const)
      for (const list of ['claim-list', 'todo-list']) {
        const { userId, roles } = by(who);
        const page = await as<Page<Row>>(userId, roles, 'GET', `${taskCalls}/${list}?size=100`);
        succeeded(page, `${list} read`);
        for (const row of page.data.records)
          if (row.processInstanceId === processInstanceId) rows.set(String(row.taskId), row);
      }
    return [...rows.values()];
  }

  async function started(n: number) {
    const endTime = n % 2 ? '2026-12-05 18:00:00' : '2026-12-01 18:00:00';
    const body = { processDefinitionId: seededLeaveDefinitionId, startTime: '2026-12-01 09:00:00', endTime };
    const { userId, roles } = by('applicant');
    const answer = await as<{ businessId: string; processInstanceId: string }>(
      userId,
      roles,
      'POST',
      '/api/blade-desk/process/leave/start-process',
      { ...body, reason: `asof${n}` },
    );
    succeeded(answer, 'leave requested');
    businessIds.set(answer.data.processInstanceId, answer.data.businessId);
    return answer.data;
  }

  async function act(processInstanceId: string, command: Command) {
    const chosen = command.kind === 'remove' ? { deleted: true as const } : (command.values as Action);
    if ('timerDue' in chosen) return workflow.timerDue(processInstanceId);
    if ('deleted' in chosen) return deleted(processInstanceId);
    return taskActed(processInstanceId, chosen);
  }

  async function taskActed(processInstanceId: string, { who, claim, pass }: TaskAction) {
    const [task] = await openTasks(processInstanceId);
    if (task) lastTaskIds.set(processInstanceId, String(task.taskId));
    const taskId = lastTaskIds.get(processInstanceId)!;
    const { userId, roles } = by(who);
    const candidate = task && candidateOf[String(task.taskDefinitionKey)] === who;
    const allowed = claim
      ? task && !task.assignee && candidate
      : task && (task.assignee === userId || (!task.assignee && candidate));
    const answer = claim
      ? await as(userId, roles, 'POST', `${taskCalls}/claim-task?taskId=${taskId}`)
      : await as(userId, roles, 'POST', `${taskCalls}/complete-task`, {
          taskId,
          processInstanceId,
          flag: pass ? 'ok' : 'reject',
          comment: pass ? '同意' : '驳回',
        });
    answered(answer, Boolean(allowed), `${who} ${claim ? 'claimed' : 'completed'} ${taskId}`);
  }

  /** An administrator deletes the instance: only a running one may be. */
  async function deleted(processInstanceId: string) {
    const running = (await held(processInstanceId))?.status === 'approving';
    const body = { processInstanceId, deleteReason: '撤回' };
    const answer = await workflow.call('POST', '/api/blade-flow/follow/delete-process-instance', body);
    answered(answer, running, `instance ${processInstanceId} deleted`);
  }

  /** The leave's detail and its instance's open tasks; undefined before it was requested. */
  async function held(processInstanceId: string): Promise<Fields | undefined> {
    const businessId = businessIds.get(processInstanceId)!;
    const { userId, roles } = by('applicant');
    const detail = await as<Fields>(
      userId,
      roles,
      'GET',
      `/api/blade-desk/process/leave/detail?businessId=${businessId}`,
    );
    if (detail.code === 404) return undefined;
    succeeded(detail, 'leave read');
    const tasks = (await openTasks(processInstanceId)).map((row) =>
      taskKey(row.taskDefinitionKey, row.assignee),
    );
    return { status: detail.data.status, tasks: tasks.sort() };
  }

  return { started, act, held, businessIds };
}

/** The commands of both scenarios: what befalls the instance; the removal deletes it. */
const edits = action as fc.Arbitrary<Fields>;

/** A leave request: its fold holds only that it was made, as its detail's being there shows. */
export function leave(workflow: Workflow): ReadModelScenario {
  const flow = leaveFlow(workflow);
  const instances = new Map<string, string>();
  return {
    type: 'leave',
    edits,
    async create(_, n) {
      const { businessId, processInstanceId } = await flow.started(n);
      instances.set(businessId, processInstanceId);
      return businessId;
    },
    apply: (_, id, command) => flow.act(instances.get(id)!, command),
    async readModel(_, id) {
      return (await flow.held(instances.get(id)!)) && { requested: true };
    },
    fromState: (state) => ((state as Fields).status === 'requested' ? { requested: true } : undefined),
  };
}

/** The part of a running instance's fold the leave's detail and the task lists show. */
const shownStatus: Record<string, string> = {
  running: 'approving',
  finished: 'finished',
  deleted: 'deleted',
};

/**
 * A leave's process instance: where it stands, as the leave's detail shows it, and its open tasks
 * with who holds them, as the claim and todo lists show them.
 */
export function processInstance(workflow: Workflow): ReadModelScenario {
  const flow = leaveFlow(workflow);
  return {
    type: 'processInstance',
    edits,
    create: async (_, n) => (await flow.started(n)).processInstanceId,
    apply: (_, id, command) => flow.act(id, command),
    readModel: (_, id) => flow.held(id),
    fromState(state) {
      const { status, openTasks } = state as { status: string; openTasks?: Record<string, OpenTask> };
      if (!shownStatus[status]) return undefined;
      const tasks = Object.values(openTasks!).map((task) => taskKey(task.activityId, task.assignee));
      return { status: shownStatus[status], tasks: tasks.sort() };
    },
  };
}
