import type { FlowTask, FlowTaskStatus } from '@services/workflow/task-lists/flow-task.wire';
import { categoryName } from '@services/workflow/manager/flow-categories';

/** A task list's row as the read model answers it (flow-task.queries.ts). */
export interface FlowTaskRow {
  taskId: string | null;
  taskName: string | null;
  taskDefinitionKey: string | null;
  processInstanceId: string;
  processDefinitionId: string;
  processDefinitionKey: string;
  processDefinitionName: string;
  processDefinitionVersion: number;
  category: string;
  businessTable: string;
  businessId: string;
  assignee: string | null;
  assigneeName: string | null;
  startUser: string;
  startUserName: string;
  createTime: Date | null;
  claimTime: Date | null;
  endTime: Date | null;
  comment: string | null;
  flag: string | null;
  flowStatus: string;
  status: string;
}

/** The row in the wire's names, with the fields worked out from others. */
export function flowTaskRecord({ flowStatus, status, ...row }: FlowTaskRow): FlowTask {
  return {
    ...row,
    categoryName: categoryName(row.category),
    businessKey: `${row.businessTable}:${row.businessId}`,
    assigneeName: row.assigneeName ?? '',
    processIsFinished: flowStatus === 'running' ? 'unfinished' : 'finished',
    // A completed task ('done' in the read model) is shown as BladeX shows it.
    status: status === 'done' ? 'finish' : (status as FlowTaskStatus),
  };
}
