/**
 * The shapes of the workflow calls as the console reads them: the server's wire types
 * (services/src/workflow/**\/*.wire.ts) with their times as wire text, and the bodies the console
 * sends, whose schemas stay on the server's side (*.schemas.ts).
 */
import type { Serialized } from '@platform/http/wire-shapes';
import type {
  FlowActivity as FlowActivityShape,
  ModelView as ModelViewShape,
} from '@services/workflow/diagram/flow-activity.wire';
import type { FlowInstance as FlowInstanceShape } from '@services/workflow/follow/flow-instance.wire';
import type { LeaveDetail as LeaveDetailShape, startedLeave } from '@services/workflow/leave/leave.wire';
import type { ProcessDefinition as ProcessDefinitionShape } from '@services/workflow/manager/flow-deployment.wire';
import type {
  FlowModel as FlowModelShape,
  FlowModelDetail as FlowModelDetailShape,
} from '@services/workflow/model/flow-model.wire';
import type { FlowTask as FlowTaskShape } from '@services/workflow/task-lists/flow-task.wire';

export type FlowModel = Serialized<FlowModelShape>;
export type FlowModelDetail = Serialized<FlowModelDetailShape>;
export type ProcessDefinition = Serialized<ProcessDefinitionShape>;
export type FlowInstance = Serialized<FlowInstanceShape>;
/** One step of an instance's history; without an end time it is where the instance waits. */
export type FlowActivity = Serialized<FlowActivityShape>;
export type ModelView = Serialized<ModelViewShape>;
export type FlowTask = Serialized<FlowTaskShape>;
export type LeaveDetail = Serialized<LeaveDetailShape>;
export type StartedLeave = Serialized<import('zod').output<typeof startedLeave>>;

/** A task's decision: pass it on, or send it back (work/complete-task's flag). */
export type TaskFlag = 'ok' | 'reject';

/** work/complete-task's body. */
export interface CompleteTask {
  taskId: string;
  processInstanceId: string;
  flag: TaskFlag;
  comment: string;
  variables?: Record<string, unknown>;
}

/** leave/start-process's body; the server counts the days. */
export interface StartLeave {
  processDefinitionId: string;
  leaveType?: string;
  startTime: string;
  endTime: string;
  reason: string;
}
