import type { EngineState } from '@services/workflow/engine/engine-facts';
import type { BusinessRecord } from '@services/workflow/instance/process-instance.events';

export interface OpenTask {
  activityId: string;
  candidateUsers: string[];
  candidateGroups: string[];
  assignee: string | null;
}

/** An instance as its decisions need it: the engine's state and what is open in it. */
export interface InstanceFacts extends BusinessRecord {
  id: string;
  tenantId: string;
  engine: EngineState;
  /** Rows of the activity history not yet ended, by the model's activity id. */
  openActivities: Record<string, string>;
  /** Tasks not yet completed nor cancelled, by task id. */
  openTasks: Record<string, OpenTask>;
  /** Timers not yet fired, by the activity (boundary or catch event) they belong to. */
  timers: Record<string, string>;
}

export type ProcessInstanceState =
  | { status: 'absent' }
  | ({ status: 'running' } & InstanceFacts)
  | ({ status: 'finished' } & InstanceFacts)
  | ({ status: 'deleted' } & InstanceFacts);

export const instanceNotFound = '流程实例不存在';
export const taskNotFound = '任务不存在或已办结';
export const taskAlreadyClaimed = '该任务已被签收';
export const notCandidate = '您不是该任务的候选人';
export const notAssignee = '该任务不是您的待办';
