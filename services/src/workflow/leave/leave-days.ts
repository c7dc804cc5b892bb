import { formatWireDay } from '@platform/http/wire-dates';

const dayMs = 86_400_000;

/** The calendar days a leave covers, in the wire's time zone: from the start's day to the end's, both included. */
export function leaveDays(start: Date, end: Date): number {
  const dayOf = (date: Date) => Date.parse(`${formatWireDay(date)}T00:00:00Z`);
  return Math.round((dayOf(end) - dayOf(start)) / dayMs) + 1;
}
