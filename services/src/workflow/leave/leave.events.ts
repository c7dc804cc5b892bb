import type { DomainEvent } from '@platform/commands/decider';

/** The business table leave instances name (their business key is `flow_leave:<id>`). */
export const leaveBusinessTable = 'flow_leave';

/** A leave request as its applicant made it, with the instance that decides it. */
export interface LeaveRequest {
  leaveType: string | null;
  startTime: string;
  endTime: string;
  /** Counted by the server: the calendar days from the start's to the end's, both included. */
  days: number;
  reason: string;
}

export type LeaveRequested = DomainEvent<
  'LeaveRequested',
  LeaveRequest & {
    id: string;
    tenantId: string;
    processDefinitionId: string;
    processInstanceId: string;
    applyUser: string;
    applyUserName: string;
    applyTime: string;
  }
>;

export type LeaveEvent = LeaveRequested;
