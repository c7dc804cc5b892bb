import { z } from 'zod';
import { wire } from '@platform/http/wire-shapes';
import { flowActivity } from '@services/workflow/diagram/flow-activity.wire';

/** leave/start-process's answer. */
export const startedLeave = z.strictObject({ businessId: wire.id, processInstanceId: wire.id });

/** leave/detail: the request, where its instance stands, and its history. */
export const leaveDetail = z.strictObject({
  id: wire.id,
  processDefinitionId: z.string(),
  processInstanceId: wire.id,
  leaveType: z.string().nullable(),
  startTime: wire.time,
  endTime: wire.time,
  days: z.number().int(),
  reason: z.string(),
  applyUser: wire.id,
  applyUserName: z.string(),
  applyTime: wire.time,
  /** 'approving' while its instance runs, then 'finished' or 'deleted'. */
  status: z.enum(['approving', 'finished', 'deleted']),
  flow: z.array(flowActivity),
});
export type LeaveDetail = z.output<typeof leaveDetail>;
