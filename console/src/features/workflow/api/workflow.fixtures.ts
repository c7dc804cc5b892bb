import type { FlowActivity, LeaveDetail } from '@console/features/workflow/api/workflow-wire';

/** A step of an instance's history for the tests: done an hour after it began, unless `open`. */
export function flowStep(id: string, type: string, name: string = id, open = false): FlowActivity {
  return {
    historyActivityId: id,
    historyActivityName: name,
    historyActivityType: type,
    startTime: '2026-11-24 09:00:00',
    endTime: open ? null : '2026-11-24 10:00:00',
    assignee: null,
    assigneeName: '',
    comment: null,
  };
}

/** A 5-day leave request with the given history, as leave/detail answers it. */
export function leaveWith(flow: FlowActivity[]): LeaveDetail {
  return {
    id: '7',
    processDefinitionId: 'leave:1:1',
    processInstanceId: '70',
    leaveType: '3',
    startTime: '2026-12-01 09:00:00',
    endTime: '2026-12-05 18:00:00',
    days: 5,
    reason: '探亲',
    applyUser: '1',
    applyUserName: '申请人',
    applyTime: '2026-11-24 09:00:00',
    status: 'approving',
    flow,
  };
}
