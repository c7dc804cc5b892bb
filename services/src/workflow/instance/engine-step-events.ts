import type { CommandMetadata } from '@platform/commands/command-metadata';
import { assertNever } from '@platform/lang/assert-never';
import type { EngineFact, EngineOutcome } from '@services/workflow/engine/engine-facts';
import type { ProcessInstanceEvent } from '@services/workflow/instance/process-instance.events';
import type { InstanceFacts } from '@services/workflow/instance/process-instance.state';

/** What a task's completion adds to the row of its activity when the engine ends it. */
export interface Completion {
  activityId: string;
  by: string;
  comment: string;
}

/**
 * The events that record what the engine did in one step: each fact in order, with fresh ids
 * for the rows it opens (a user task's id is its activity row's), and the engine's new state last.
 */
export function engineStepEvents(
  instance: Pick<
    InstanceFacts,
    'id' | 'tenantId' | 'businessTable' | 'businessId' | 'openActivities' | 'openTasks'
  >,
  outcome: EngineOutcome,
  metadata: CommandMetadata,
  freshIds: readonly string[],
  completion?: Completion,
): ProcessInstanceEvent[] {
  const instanceId = instance.id;
  const at = metadata.at;
  const open = { ...instance.openActivities };
  const openTasks = new Set(Object.keys(instance.openTasks));
  const ids = [...freshIds];
  const events: ProcessInstanceEvent[] = [];
  const nextId = () => {
    const id = ids.shift();
    if (!id) throw new Error('the step opened more rows than ids were given');
    return id;
  };
  const close = (activityId: string, assignee: string | null, comment: string | null) => {
    const rowId = open[activityId]!;
    delete open[activityId];
    events.push({ type: 'FlowActivityEnded', data: { instanceId, rowId, at, assignee, comment } });
    return rowId;
  };

  for (const fact of outcome.facts as EngineFact[]) {
    switch (fact.kind) {
      case 'activityStarted': {
        const rowId = nextId();
        open[fact.activityId] = rowId;
        const { activityId, name, type } = fact;
        const data = { instanceId, tenantId: instance.tenantId, rowId, activityId, name, type, at };
        events.push({ type: 'FlowActivityStarted', data });
        break;
      }
      case 'taskWaiting': {
        const taskId = open[fact.activityId];
        if (!taskId) break;
        openTasks.add(taskId);
        const { activityId, name, candidateUsers, candidateGroups, assignee } = fact;
        const data = {
          instanceId,
          tenantId: instance.tenantId,
          taskId,
          activityId,
          name,
          candidateUsers,
          candidateGroups,
          assignee,
          at,
        };
        events.push({ type: 'FlowTaskCreated', data });
        break;
      }
      case 'activityEnded': {
        if (!open[fact.activityId]) break;
        const completed = completion?.activityId === fact.activityId ? completion : undefined;
        const rowId = close(fact.activityId, completed?.by ?? null, completed?.comment ?? null);
        openTasks.delete(rowId);
        break;
      }
      case 'activityLeft': {
        // Left without ending: a task an interrupting timer passed over.
        if (!open[fact.activityId]) break;
        const rowId = close(fact.activityId, null, null);
        if (openTasks.delete(rowId))
          events.push({ type: 'FlowTaskCancelled', data: { instanceId, taskId: rowId, at } });
        break;
      }
      case 'timerStarted': {
        const dueAt = new Date(Date.parse(at) + fact.delayMs).toISOString();
        const data = { instanceId, tenantId: instance.tenantId, activityId: fact.activityId, dueAt };
        events.push({ type: 'FlowTimerScheduled', data });
        break;
      }
      case 'timerFired':
        events.push({ type: 'FlowTimerFired', data: { instanceId, activityId: fact.activityId, at } });
        break;
      case 'processEnded': {
        const { businessTable, businessId } = instance;
        events.push({ type: 'ProcessInstanceEnded', data: { instanceId, businessTable, businessId, at } });
        break;
      }
      default:
        assertNever(fact);
    }
  }
  events.push({ type: 'ProcessEngineAdvanced', data: { instanceId, engine: outcome.state } });
  return events;
}
