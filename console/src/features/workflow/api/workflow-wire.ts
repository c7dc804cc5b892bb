/**
 * The shapes of the workflow calls (blade-flow, blade-desk/process/leave) as the console reads
 * them, in the words of the workflow wire contract. They live in this one file so that they give
 * way, one for one, to the server's `services/src/workflow/**\/*.wire.ts` types.
 */

/** A saved BPMN model (flow/model/list); version counts the deployments made from it. */
export interface FlowModel {
  id: string;
  modelKey: string;
  name: string;
  description: string | null;
  version: number;
  createTime: string;
  updateTime: string | null;
}

/** flow/model/detail: the model with its BPMN XML. */
export type FlowModelDetail = FlowModel & { xml: string };

/** 1 active, 2 suspended: a suspended definition starts nothing. */
export type SuspensionState = 1 | 2;

/** A deployed version of a process (flow/manager/list, work/start-list). */
export interface ProcessDefinition {
  id: string;
  key: string;
  name: string;
  category: string;
  categoryName: string | null;
  version: number;
  deploymentId: string;
  deploymentTime: string;
  suspensionState: SuspensionState;
  resourceName: string;
  tenantId: string;
  tenantIds: string | null;
}

export type FlowInstanceStatus = 'running' | 'finished' | 'deleted';

/** A process instance as the follow list shows it. */
export interface FlowInstance {
  processInstanceId: string;
  processDefinitionId: string;
  processDefinitionKey: string;
  processDefinitionName: string;
  processDefinitionVersion: number;
  category: string;
  businessTable: string | null;
  businessId: string | null;
  startUser: string;
  startUserName: string | null;
  startTime: string;
  endTime: string | null;
  status: FlowInstanceStatus;
  deleteReason: string | null;
}

/** One step of an instance's history; without an end time it is where the instance waits. */
export interface FlowActivity {
  historyActivityId: string;
  historyActivityName: string | null;
  historyActivityType: string;
  startTime: string;
  endTime: string | null;
  assignee: string | null;
  assigneeName: string | null;
  comment: string | null;
}

/** process/model-view: the diagram and what happened on it. */
export interface ModelView {
  xml: string;
  flow: FlowActivity[];
}

export type FlowTaskStatus = 'todo' | 'claim' | 'done' | 'running' | 'finished';

/** A task of the claim, todo, send and done lists. */
export interface FlowTask {
  taskId: string;
  taskName: string;
  taskDefinitionKey: string;
  processInstanceId: string;
  processDefinitionId: string;
  processDefinitionKey: string;
  processDefinitionName: string;
  processDefinitionVersion: number;
  category: string;
  categoryName: string | null;
  businessTable: string | null;
  businessId: string | null;
  businessKey: string | null;
  assignee: string | null;
  assigneeName: string | null;
  startUser: string | null;
  startUserName: string | null;
  createTime: string;
  claimTime: string | null;
  endTime: string | null;
  comment: string | null;
  flag: string | null;
  processIsFinished: boolean;
  status: FlowTaskStatus;
}

/** A task's decision: pass it on, or send it back. */
export type TaskFlag = 'ok' | 'reject';

export interface CompleteTask {
  taskId: string;
  processInstanceId: string;
  flag: TaskFlag;
  comment: string;
  variables?: Record<string, unknown>;
}

/** blade-desk/process/leave/start-process; the server counts the days. */
export interface StartLeave {
  processDefinitionId: string;
  leaveType?: string;
  startTime: string;
  endTime: string;
  reason: string;
}

export interface StartedLeave {
  businessId: string;
  processInstanceId: string;
}

/** blade-desk/process/leave/detail. */
export interface LeaveDetail {
  id: string;
  processDefinitionId: string;
  processInstanceId: string;
  leaveType: string | null;
  startTime: string;
  endTime: string;
  days: number;
  reason: string;
  applyUser: string;
  applyUserName: string | null;
  applyTime: string;
  status: string | number | null;
  flow: FlowActivity[];
}
