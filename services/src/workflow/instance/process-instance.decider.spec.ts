import { fold } from '@platform/commands/decider';
import { given } from '@platform/commands/given-when-then';
import { ConflictError, ForbiddenError, NotFoundError, RefusedError } from '@platform/errors/domain-errors';
import type { EngineState } from '@services/workflow/engine/engine-facts';
import { startingEngineState } from '@services/workflow/engine/process-engine';
import { leaveProcessXml } from '@services/workflow/leave/leave-process';
import type { ProcessInstanceCommand } from '@services/workflow/instance/process-instance.commands';
import { processInstanceDecider as decider } from '@services/workflow/instance/process-instance.decider';
import type { ProcessInstanceEvent } from '@services/workflow/instance/process-instance.events';

const metadata = (callerId: string, at = '2026-11-24T08:00:00.000Z') => ({
  tenantId: '000000',
  callerId,
  at,
});
let idCounter = 100;
const freshIds = () => Array.from({ length: 20 }, () => String(idCounter++));
const definition = {
  processDefinitionId: 'leave:1:1',
  processDefinitionKey: 'leave',
  processDefinitionName: '请假流程',
  processDefinitionVersion: 1,
  category: 'office',
};
const business = { businessTable: 'flow_leave', businessId: '55' };

let engine: EngineState;
beforeAll(async () => {
  engine = await startingEngineState(leaveProcessXml, 'leave');
});

const start = (days: number): ProcessInstanceCommand => ({
  type: 'StartProcessInstance',
  data: {
    id: '9',
    definition,
    business,
    startUserName: '张三',
    variables: { days, applyUser: '7' },
    engine,
    ids: freshIds(),
  },
  metadata: metadata('7'),
});
const claim = (taskId: string, callerId: string, callerGroups = ['manager']): ProcessInstanceCommand => ({
  type: 'ClaimFlowTask',
  data: { taskId, callerGroups },
  metadata: metadata(callerId),
});
const complete = (
  taskId: string,
  callerId: string,
  flag: 'ok' | 'reject',
  callerGroups: string[] = [],
): ProcessInstanceCommand => ({
  type: 'CompleteFlowTask',
  data: {
    taskId,
    callerGroups,
    flag,
    comment: flag === 'ok' ? '同意' : '不同意',
    variables: {},
    ids: freshIds(),
  },
  metadata: metadata(callerId, '2026-11-24T09:00:00.000Z'),
});

/** Runs the commands in turn from nothing, answering the history and the last step's events. */
function run(...commands: ProcessInstanceCommand[]) {
  const history: ProcessInstanceEvent[] = [];
  let last: readonly ProcessInstanceEvent[] = [];
  for (const command of commands) {
    last = decider.decide(command, fold(decider, history));
    history.push(...last);
  }
  return { history, last };
}
const types = (events: readonly ProcessInstanceEvent[]) => events.map((event) => event.type);
const createdTask = (events: readonly ProcessInstanceEvent[], activityId: string) => {
  const created = events.find(
    (event) => event.type === 'FlowTaskCreated' && event.data.activityId === activityId,
  );
  if (!created || created.type !== 'FlowTaskCreated') throw new Error(`no task ${activityId}`);
  return created.data;
};

describe('a process instance on bpmn-engine, as a decider', () => {
  it('starts: the start event passes, the head task waits for the manager group, its timer is set', () => {
    const { last } = run(start(5));
    expect(types(last)).toEqual([
      'ProcessInstanceStarted',
      'FlowActivityStarted',
      'FlowActivityEnded',
      'FlowActivityStarted',
      'FlowTimerScheduled',
      'FlowActivityStarted',
      'FlowTaskCreated',
      'ProcessEngineAdvanced',
    ]);
    expect(createdTask(last, 'deptHead')).toMatchObject({
      name: '部门经理审批',
      candidateGroups: ['manager'],
      assignee: null,
    });
    expect(last.find((event) => event.type === 'FlowTimerScheduled')?.data).toMatchObject({
      activityId: 'headOverdue',
      dueAt: '2026-11-26T08:00:00.000Z',
    });
  });

  it('refuses a second start of the same instance', () => {
    const { history } = run(start(5));
    given(decider, history).when(start(5)).thenRefuses(ConflictError);
  });

  it('lets a candidate claim an unclaimed task, and answers the next claimer 该任务已被签收', () => {
    const { history, last } = run(start(5));
    const taskId = createdTask(last, 'deptHead').taskId;
    given(decider, history)
      .when(claim(taskId, '8'))
      .then([
        {
          type: 'FlowTaskClaimed',
          data: { instanceId: '9', taskId, assignee: '8', at: '2026-11-24T08:00:00.000Z' },
        },
      ]);
    const claimed = [...history, ...decider.decide(claim(taskId, '8'), fold(decider, history))];
    given(decider, claimed).when(claim(taskId, '9')).thenRefuses(ConflictError, '该任务已被签收');
  });

  it('refuses a claim by someone who is no candidate, and a task that does not exist', () => {
    const { history, last } = run(start(5));
    given(decider, history)
      .when(claim(createdTask(last, 'deptHead').taskId, '8', ['hr']))
      .thenRefuses(ForbiddenError);
    given(decider, history).when(claim('404', '8')).thenRefuses(NotFoundError);
  });

  it('completes with the flag and comment, and the gateway sends a long leave on to HR', () => {
    const started = run(start(5));
    const taskId = createdTask(started.last, 'deptHead').taskId;
    const history = [...started.history];
    const step = decider.decide(complete(taskId, '8', 'ok', ['manager']), fold(decider, history));
    expect(types(step).slice(0, 2)).toEqual(['FlowTaskClaimed', 'FlowTaskCompleted']);
    expect(step[1]!.data).toMatchObject({ taskId, by: '8', flag: 'ok', comment: '同意' });
    expect(step).toContainEqual({
      type: 'FlowActivityEnded',
      data: expect.objectContaining({ rowId: taskId, assignee: '8', comment: '同意' }),
    });
    expect(createdTask(step, 'hr').candidateGroups).toEqual(['hr']);
  });

  it('returns a rejection to the applicant, who may give up: the instance ends', () => {
    const started = run(start(2));
    const head = createdTask(started.last, 'deptHead').taskId;
    const history = [...started.history];
    const rejected = decider.decide(complete(head, '8', 'reject', ['manager']), fold(decider, history));
    history.push(...rejected);
    const adjust = createdTask(rejected, 'adjust');
    expect(adjust).toMatchObject({ name: '调整申请', assignee: '7' });
    const gaveUp = decider.decide(complete(adjust.taskId, '7', 'reject'), fold(decider, history));
    expect(types(gaveUp)).toContain('ProcessInstanceEnded');
    history.push(...gaveUp);
    given(decider, history)
      .when(complete(adjust.taskId, '7', 'ok'))
      .thenRefuses(NotFoundError);
  });

  it('refuses to complete a task claimed by someone else', () => {
    const started = run(start(2));
    const head = createdTask(started.last, 'deptHead').taskId;
    const history = [...started.history, ...decider.decide(claim(head, '8'), fold(decider, started.history))];
    given(decider, history)
      .when(complete(head, '9', 'ok', ['manager']))
      .thenRefuses(ForbiddenError);
  });

  it('fires a due timer: the head task is passed over to HR; a second firing does nothing', () => {
    const started = run(start(2));
    const head = createdTask(started.last, 'deptHead').taskId;
    const fire: ProcessInstanceCommand = {
      type: 'FireFlowTimer',
      data: { activityId: 'headOverdue', dueAt: '2026-11-26T08:00:00.000Z', ids: freshIds() },
      metadata: metadata('0', '2026-11-26T08:00:00.000Z'),
    };
    const fired = decider.decide(fire, fold(decider, started.history));
    expect(fired).toContainEqual({
      type: 'FlowTimerFired',
      data: expect.objectContaining({ activityId: 'headOverdue' }),
    });
    expect(fired).toContainEqual({
      type: 'FlowTaskCancelled',
      data: expect.objectContaining({ taskId: head }),
    });
    expect(createdTask(fired, 'hr').candidateGroups).toEqual(['hr']);
    given(decider, [...started.history, ...fired])
      .when(fire)
      .thenNothing();
  });

  it('fires only the timer its job was set for: a head task opened again is not cut short by the first visit’s job', () => {
    const started = run(start(2));
    const rejected = decider.decide(
      complete(createdTask(started.last, 'deptHead').taskId, '8', 'reject', ['manager']),
      fold(decider, started.history),
    );
    const history = [...started.history, ...rejected];
    const resubmitted = decider.decide(
      {
        ...complete(createdTask(rejected, 'adjust').taskId, '7', 'ok'),
        metadata: metadata('7', '2026-11-25T10:00:00.000Z'),
      },
      fold(decider, history),
    );
    history.push(...resubmitted);
    const reset = resubmitted.find((event) => event.type === 'FlowTimerScheduled');
    expect(reset?.data).toMatchObject({ activityId: 'headOverdue', dueAt: '2026-11-27T10:00:00.000Z' });
    const fire = (dueAt: string): ProcessInstanceCommand => ({
      type: 'FireFlowTimer',
      data: { activityId: 'headOverdue', dueAt, ids: freshIds() },
      metadata: metadata('0', dueAt),
    });
    given(decider, history).when(fire('2026-11-26T08:00:00.000Z')).thenNothing();
    expect(types(decider.decide(fire('2026-11-27T10:00:00.000Z'), fold(decider, history)))).toContain(
      'FlowTimerFired',
    );
  });

  it('deletes a running instance with its reason, cancelling its open task; a deleted one refuses', () => {
    const started = run(start(2));
    const head = createdTask(started.last, 'deptHead').taskId;
    const remove: ProcessInstanceCommand = {
      type: 'DeleteProcessInstance',
      data: { reason: '重复申请' },
      metadata: metadata('1'),
    };
    const removed = decider.decide(remove, fold(decider, started.history));
    expect(removed[0]).toEqual({
      type: 'FlowTaskCancelled',
      data: { instanceId: '9', taskId: head, at: '2026-11-24T08:00:00.000Z' },
    });
    expect(removed.at(-1)).toEqual({
      type: 'ProcessInstanceDeleted',
      data: { instanceId: '9', ...business, reason: '重复申请', by: '1', at: '2026-11-24T08:00:00.000Z' },
    });
    given(decider, [...started.history, ...removed])
      .when(remove)
      .thenRefuses(RefusedError);
  });

  it('does not show an instance to another tenant', () => {
    const { history } = run(start(2));
    given(decider, history)
      .when({
        type: 'DeleteProcessInstance',
        data: { reason: 'x' },
        metadata: { ...metadata('1'), tenantId: '000042' },
      })
      .thenRefuses(NotFoundError);
  });
});
