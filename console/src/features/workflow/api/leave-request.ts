import type { StartLeave } from '@console/features/workflow/api/workflow-wire';

/** What the leave form checks, by field: the message key under `leave.problems`. */
export type LeaveRequestProblem = 'startTime' | 'endTime' | 'endBeforeStart' | 'reason';

/**
 * The problems of a leave request before it is sent: both times given, the end after the start
 * (times are 'YYYY-MM-DD HH:mm:ss', so text order is time order), and a reason.
 */
export function leaveRequestProblems(
  request: StartLeave,
): Partial<Record<keyof StartLeave, LeaveRequestProblem>> {
  const problems: Partial<Record<keyof StartLeave, LeaveRequestProblem>> = {};
  if (request.startTime === '') problems.startTime = 'startTime';
  if (request.endTime === '') problems.endTime = 'endTime';
  else if (request.startTime !== '' && request.endTime <= request.startTime)
    problems.endTime = 'endBeforeStart';
  if (request.reason.trim() === '') problems.reason = 'reason';
  return problems;
}

/** A `datetime-local` input's value ('YYYY-MM-DDTHH:mm') as the wire writes times. */
export function wireTime(local: string): string {
  if (local === '') return '';
  const [date, time = '00:00'] = local.split('T');
  return `${date} ${time.length === 5 ? `${time}:00` : time}`;
}
