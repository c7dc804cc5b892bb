import type { Projection } from '@projections/runner/projection';
import { createdStamp } from '@projections/support/audit-stamps';
import type { RowOf } from '@projections/support/read-model-table';
import { type KeyedChanges, keyedRowChangeWrites } from '@projections/support/keyed-row-changes';
import { leaveTable } from '@projections/workflow/leave/leave.table';
import type { ProcessInstanceEvent } from '@services/workflow/instance/process-instance.events';
import { type LeaveEvent, leaveBusinessTable } from '@services/workflow/leave/leave.events';

type LeaveRow = RowOf<typeof leaveTable>;
type InstanceEnd = Extract<ProcessInstanceEvent, { type: 'ProcessInstanceEnded' | 'ProcessInstanceDeleted' }>;

/** The leave read model: each request, and whether its instance still decides it. */
export const leaveProjection: Projection = {
  name: 'flow-leave-read-model',
  handles: ['LeaveRequested', 'ProcessInstanceEnded', 'ProcessInstanceDeleted'],
  tables: [leaveTable.name],
  ...keyedRowChangeWrites(leaveTable, changesOf),
};

function changesOf(event: LeaveEvent | InstanceEnd): KeyedChanges<LeaveRow> {
  if (event.type === 'LeaveRequested') {
    const { data } = event;
    const row: LeaveRow = {
      id: data.id,
      tenant_id: data.tenantId,
      process_definition_id: data.processDefinitionId,
      process_instance_id: data.processInstanceId,
      leave_type: data.leaveType,
      start_time: data.startTime,
      end_time: data.endTime,
      days: data.days,
      reason: data.reason,
      apply_user: data.applyUser,
      apply_user_name: data.applyUserName,
      apply_time: data.applyTime,
      leave_status: 'approving',
      ...createdStamp({ createUser: data.applyUser, createDept: '0', createTime: data.applyTime }),
      status: 1,
    };
    return [[data.id, { kind: 'row', row }]];
  }
  if (event.data.businessTable !== leaveBusinessTable) return [];
  const status = event.type === 'ProcessInstanceEnded' ? 'finished' : 'deleted';
  return [
    [event.data.businessId, { kind: 'patch', patch: { leave_status: status, update_time: event.data.at } }],
  ];
}
