import { addDays, weekdayOf } from '@platform/lang/calendar-days';
import { workdayTypes } from '@services/system/workday/workday.resource';

/** The calendar's marked days by date: holidays and adjusted working days (dateType). */
export type MarkedDays = ReadonlyMap<string, string>;

/** A marked day is what the calendar says; any other day is a working day from Monday to Friday. */
export function isWorkingDay(day: string, marked: MarkedDays): boolean {
  const type = marked.get(day);
  if (type === workdayTypes.holiday) return false;
  if (type === workdayTypes.workingDay) return true;
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6;
}

/**
 * The n-th working day after `day` (n ≥ 1; `day` itself never counts), looked for up to and
 * including `lastDay`, the end of what `marked` covers: undefined when it lies beyond.
 */
export function nthWorkingDayAfter(
  day: string,
  n: number,
  marked: MarkedDays,
  lastDay: string,
): string | undefined {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`n must be a positive integer, got ${n}`);
  let left = n;
  for (let next = addDays(day, 1); next <= lastDay; next = addDays(next, 1)) {
    if (isWorkingDay(next, marked)) left -= 1;
    if (left === 0) return next;
  }
  return undefined;
}
