import type { Decider } from '@platform/commands/decider';
import { ConflictError } from '@platform/errors/domain-errors';
import type { LeaveCommand } from '@services/workflow/leave/leave.commands';
import type { LeaveEvent } from '@services/workflow/leave/leave.events';

export type LeaveState = { status: 'absent' } | { status: 'requested' };

/**
 * A leave request: made once, with its process instance. What becomes of it is the instance's
 * to decide (its approvals, its end), so nothing else is decided here.
 */
export const leaveDecider: Decider<LeaveCommand, LeaveEvent, LeaveState> = {
  initialState: () => ({ status: 'absent' }),
  evolve: () => ({ status: 'requested' }),
  decide({ data, metadata }, state) {
    if (state.status !== 'absent') throw new ConflictError('请假申请已存在');
    const {
      id,
      processDefinitionId,
      processInstanceId,
      applyUserName,
      leaveType,
      startTime,
      endTime,
      days,
      reason,
    } = data;
    return [
      {
        type: 'LeaveRequested',
        data: {
          id,
          tenantId: metadata.tenantId,
          processDefinitionId,
          processInstanceId,
          leaveType,
          startTime,
          endTime,
          days,
          reason,
          applyUser: metadata.callerId,
          applyUserName,
          applyTime: metadata.at,
        },
      },
    ];
  },
};
