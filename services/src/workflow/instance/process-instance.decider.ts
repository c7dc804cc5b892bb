import type { Decider } from '@platform/commands/decider';
import { ConflictError, ForbiddenError, NotFoundError, RefusedError } from '@platform/errors/domain-errors';
import { assertNever } from '@platform/lang/assert-never';
import { advanceEngine } from '@services/workflow/engine/process-engine';
import { engineStepEvents } from '@services/workflow/instance/engine-step-events';
import type { ProcessInstanceCommand } from '@services/workflow/instance/process-instance.commands';
import type { ProcessInstanceEvent } from '@services/workflow/instance/process-instance.events';
import {
  type InstanceFacts,
  instanceNotFound,
  notAssignee,
  notCandidate,
  type OpenTask,
  type ProcessInstanceState,
  taskAlreadyClaimed,
  taskNotFound,
} from '@services/workflow/instance/process-instance.state';

type Running = Extract<ProcessInstanceState, { status: 'running' }>;

/**
 * A process instance run on bpmn-engine as a decider: each command recovers the engine from the
 * state the last one left, signals it (start, complete a task, fire a timer) and records what it
 * did as events. Claiming is decided here alone: a task has one assignee, and the expected
 * revision makes the second of two simultaneous claims find it taken.
 */
export const processInstanceDecider: Decider<
  ProcessInstanceCommand,
  ProcessInstanceEvent,
  ProcessInstanceState
> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    if (event.type === 'ProcessInstanceStarted') {
      const { instanceId, tenantId, businessTable, businessId } = event.data;
      return {
        status: 'running',
        id: instanceId,
        tenantId,
        businessTable,
        businessId,
        engine: {},
        openActivities: {},
        openTasks: {},
        timers: {},
      };
    }
    if (state.status === 'absent') return state;
    switch (event.type) {
      case 'ProcessEngineAdvanced':
        return { ...state, engine: event.data.engine };
      case 'FlowActivityStarted':
        return {
          ...state,
          openActivities: { ...state.openActivities, [event.data.activityId]: event.data.rowId },
        };
      case 'FlowActivityEnded':
        return {
          ...state,
          openActivities: Object.fromEntries(
            Object.entries(state.openActivities).filter(([, rowId]) => rowId !== event.data.rowId),
          ),
        };
      case 'FlowTaskCreated': {
        const { taskId, activityId, candidateUsers, candidateGroups, assignee } = event.data;
        const task: OpenTask = { activityId, candidateUsers, candidateGroups, assignee };
        return { ...state, openTasks: { ...state.openTasks, [taskId]: task } };
      }
      case 'FlowTaskClaimed': {
        const task = state.openTasks[event.data.taskId]!;
        return {
          ...state,
          openTasks: { ...state.openTasks, [event.data.taskId]: { ...task, assignee: event.data.assignee } },
        };
      }
      case 'FlowTaskCompleted':
      case 'FlowTaskCancelled':
        return { ...state, openTasks: without(state.openTasks, event.data.taskId) };
      case 'FlowTimerScheduled':
        return { ...state, timers: { ...state.timers, [event.data.activityId]: event.data.dueAt } };
      case 'FlowTimerFired':
        return { ...state, timers: without(state.timers, event.data.activityId) };
      case 'ProcessInstanceEnded':
        return { ...state, status: 'finished', timers: {} };
      case 'ProcessInstanceDeleted':
        return { ...state, status: 'deleted', openTasks: {}, openActivities: {}, timers: {} };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    const { metadata } = command;
    if (command.type === 'StartProcessInstance') {
      if (state.status !== 'absent') throw new ConflictError('流程实例已存在');
      const { id, definition, business, startUserName, variables, engine, ids } = command.data;
      const started: ProcessInstanceEvent = {
        type: 'ProcessInstanceStarted',
        data: {
          instanceId: id,
          tenantId: metadata.tenantId,
          ...definition,
          ...business,
          startUser: metadata.callerId,
          startUserName,
          startTime: metadata.at,
        },
      };
      const instance = { id, tenantId: metadata.tenantId, ...business, openActivities: {}, openTasks: {} };
      const outcome = advanceEngine(engine, { kind: 'start', variables });
      return [started, ...engineStepEvents(instance, outcome, metadata, ids)];
    }
    if (state.status === 'absent' || state.tenantId !== metadata.tenantId)
      throw new NotFoundError(instanceNotFound);
    switch (command.type) {
      case 'ClaimFlowTask': {
        const { taskId, callerGroups } = command.data;
        const task = openTask(state, taskId);
        if (task.assignee) throw new ConflictError(taskAlreadyClaimed);
        if (!isCandidate(task, metadata.callerId, callerGroups)) throw new ForbiddenError(notCandidate);
        return [
          {
            type: 'FlowTaskClaimed',
            data: { instanceId: state.id, taskId, assignee: metadata.callerId, at: metadata.at },
          },
        ];
      }
      case 'CompleteFlowTask': {
        const { taskId, callerGroups, flag, comment, variables, ids } = command.data;
        const task = openTask(state, taskId);
        const at = metadata.at;
        const events: ProcessInstanceEvent[] = [];
        if (!task.assignee && isCandidate(task, metadata.callerId, callerGroups))
          events.push({
            type: 'FlowTaskClaimed',
            data: { instanceId: state.id, taskId, assignee: metadata.callerId, at },
          });
        else if (task.assignee !== metadata.callerId) throw new ForbiddenError(notAssignee);
        events.push({
          type: 'FlowTaskCompleted',
          data: { instanceId: state.id, taskId, by: metadata.callerId, flag, comment, at },
        });
        const outcome = advanceEngine(state.engine, {
          kind: 'complete',
          activityId: task.activityId,
          variables: { ...variables, flag, comment },
        });
        const completion = { activityId: task.activityId, by: metadata.callerId, comment };
        const afterCompletion = { ...state, openTasks: without(state.openTasks, taskId) };
        return [...events, ...engineStepEvents(afterCompletion, outcome, metadata, ids, completion)];
      }
      case 'FireFlowTimer': {
        // A timer fired already, cancelled with its activity or the instance, or set again since
        // (the activity was entered anew, its timer due later): this job is done.
        if (state.status !== 'running' || state.timers[command.data.activityId] !== command.data.dueAt)
          return [];
        const outcome = advanceEngine(state.engine, {
          kind: 'fireTimer',
          activityId: command.data.activityId,
        });
        // Its activity was left meanwhile (the task it watched was completed): nothing fires.
        if (!outcome.facts.some((fact) => fact.kind === 'timerFired')) return [];
        return engineStepEvents(state, outcome, metadata, command.data.ids);
      }
      case 'DeleteProcessInstance':
        return deleted(running(state), command.data.reason, metadata.callerId, metadata.at);
      default:
        return assertNever(command);
    }
  },
};

function running(state: Exclude<ProcessInstanceState, { status: 'absent' }>): Running {
  if (state.status !== 'running') throw new RefusedError('流程已结束,不能删除');
  return state;
}

function openTask(state: Exclude<ProcessInstanceState, { status: 'absent' }>, taskId: string): OpenTask {
  const task = state.status === 'running' ? state.openTasks[taskId] : undefined;
  if (!task) throw new NotFoundError(taskNotFound);
  return task;
}

function isCandidate(task: OpenTask, callerId: string, callerGroups: readonly string[]): boolean {
  if (task.assignee === callerId || task.candidateUsers.includes(callerId)) return true;
  return task.candidateGroups.some((group) => callerGroups.includes(group));
}

/** Every open task cancelled and every open activity ended, then the instance deleted. */
function deleted(state: Running, reason: string, by: string, at: string): ProcessInstanceEvent[] {
  const instanceId = state.id;
  const { businessTable, businessId } = state as InstanceFacts;
  return [
    ...Object.keys(state.openTasks).map((taskId): ProcessInstanceEvent => ({
      type: 'FlowTaskCancelled',
      data: { instanceId, taskId, at },
    })),
    ...Object.values(state.openActivities).map((rowId): ProcessInstanceEvent => ({
      type: 'FlowActivityEnded',
      data: { instanceId, rowId, at, assignee: null, comment: null },
    })),
    { type: 'ProcessInstanceDeleted', data: { instanceId, businessTable, businessId, reason, by, at } },
  ];
}

function without<Value>(record: Record<string, Value>, key: string): Record<string, Value> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}
