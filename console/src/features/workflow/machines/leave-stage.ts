import type { FlowActivity } from '@console/features/workflow/api/workflow-wire';

/**
 * Where a leave request stands. Submitted: with the department head; approving: past one
 * approval, with the next (HR for a long leave); rejected: back with the applicant, who may
 * resubmit it or give it up; closed: its instance was deleted.
 */
export type LeaveStage =
  'submitted' | 'approving' | 'rejected' | 'resubmitted' | 'approved' | 'abandoned' | 'closed';

/** The applicant's task a rejection returns the request to (the leave model's own name for it). */
export const adjustmentTaskName = '调整申请';

const isUserTask = (activity: FlowActivity) => activity.historyActivityType === 'userTask';
const isAdjustment = (activity: FlowActivity) =>
  isUserTask(activity) && activity.historyActivityName === adjustmentTaskName;

/**
 * The stage of a leave request, read from its instance's history alone (process/model-view,
 * leave/detail): the task it waits at, and the tasks done since it was last submitted. A rejection
 * opens the applicant's adjustment task, so an instance that ended right after that task was given
 * up, and one that ended after an approval was approved.
 */
export function leaveStage(flow: readonly FlowActivity[]): LeaveStage {
  const tasks = flow.filter(isUserTask);
  const waiting = tasks.find((task) => task.endTime === null);
  const finished = tasks.filter((task) => task.endTime !== null);
  const lastFinished = finished.at(-1);
  if (!waiting) {
    if (!flow.some((activity) => activity.historyActivityType === 'endEvent')) return 'closed';
    return lastFinished && isAdjustment(lastFinished) ? 'abandoned' : 'approved';
  }
  if (isAdjustment(waiting)) return 'rejected';
  const lastAdjustment = finished.findLastIndex(isAdjustment);
  if (finished.length - (lastAdjustment + 1) > 0) return 'approving';
  return lastAdjustment >= 0 ? 'resubmitted' : 'submitted';
}
