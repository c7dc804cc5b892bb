import type { DomainEvent } from '@platform/commands/decider';
import type { EngineState } from '@services/workflow/engine/engine-facts';

/** The definition an instance runs, as its lists show it. */
export interface InstanceDefinition {
  processDefinitionId: string;
  processDefinitionKey: string;
  processDefinitionName: string;
  processDefinitionVersion: number;
  category: string;
}

/** The record an instance decides about (a leave request): `businessTable:businessId`. */
export interface BusinessRecord {
  businessTable: string;
  businessId: string;
}

interface OfInstance {
  instanceId: string;
}

export type ProcessInstanceStarted = DomainEvent<
  'ProcessInstanceStarted',
  OfInstance &
    InstanceDefinition &
    BusinessRecord & { tenantId: string; startUser: string; startUserName: string; startTime: string }
>;
/** A node of the model was entered (startEvent, userTask, exclusiveGateway, ...). */
export type FlowActivityStarted = DomainEvent<
  'FlowActivityStarted',
  OfInstance & { tenantId: string; rowId: string; activityId: string; name: string; type: string; at: string }
>;
/** The node was left; a task's row names who completed it and the comment. */
export type FlowActivityEnded = DomainEvent<
  'FlowActivityEnded',
  OfInstance & { rowId: string; at: string; assignee: string | null; comment: string | null }
>;
export type FlowTaskCreated = DomainEvent<
  'FlowTaskCreated',
  OfInstance & {
    tenantId: string;
    taskId: string;
    activityId: string;
    name: string;
    candidateUsers: string[];
    candidateGroups: string[];
    assignee: string | null;
    at: string;
  }
>;
export type FlowTaskClaimed = DomainEvent<
  'FlowTaskClaimed',
  OfInstance & { taskId: string; assignee: string; at: string }
>;
export type TaskFlag = 'ok' | 'reject';
export type FlowTaskCompleted = DomainEvent<
  'FlowTaskCompleted',
  OfInstance & { taskId: string; by: string; flag: TaskFlag; comment: string; at: string }
>;
/** The task will not be done: an interrupting timer passed it over, or the instance was deleted. */
export type FlowTaskCancelled = DomainEvent<'FlowTaskCancelled', OfInstance & { taskId: string; at: string }>;
export type FlowTimerScheduled = DomainEvent<
  'FlowTimerScheduled',
  OfInstance & { tenantId: string; activityId: string; dueAt: string }
>;
export type FlowTimerFired = DomainEvent<'FlowTimerFired', OfInstance & { activityId: string; at: string }>;
export type ProcessInstanceEnded = DomainEvent<
  'ProcessInstanceEnded',
  OfInstance & BusinessRecord & { at: string }
>;
export type ProcessInstanceDeleted = DomainEvent<
  'ProcessInstanceDeleted',
  OfInstance & BusinessRecord & { reason: string; by: string; at: string }
>;
/** Where the engine stands after a command: what the next command recovers. */
export type ProcessEngineAdvanced = DomainEvent<
  'ProcessEngineAdvanced',
  OfInstance & { engine: EngineState }
>;

export type ProcessInstanceEvent =
  | ProcessInstanceStarted
  | FlowActivityStarted
  | FlowActivityEnded
  | FlowTaskCreated
  | FlowTaskClaimed
  | FlowTaskCompleted
  | FlowTaskCancelled
  | FlowTimerScheduled
  | FlowTimerFired
  | ProcessInstanceEnded
  | ProcessInstanceDeleted
  | ProcessEngineAdvanced;
