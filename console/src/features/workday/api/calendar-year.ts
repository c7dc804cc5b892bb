import type { SavedYear } from '@services/system/workday/workday.wire';

/** The types of the workday_type dictionary: 1 holiday, 2 adjusted working day. */
export type MarkedType = '1' | '2';
export const holiday: MarkedType = '1';
export const workingDay: MarkedType = '2';

/** A marked day as the calendar keeps it while it is edited. */
export interface Marked {
  dateType: MarkedType;
  remark: string | null;
}

/** The marked days of the year being edited, by date. */
export type MarkedDays = ReadonlyMap<string, Marked>;

export type CalendarDay = SavedYear['days'][number];

const pad = (value: number) => String(value).padStart(2, '0');

/** The days of a month ("yyyy-MM-dd"), with their weekday (0 Sunday … 6 Saturday). */
export function daysOfMonth(year: number, month: number): Array<{ day: string; weekday: number }> {
  const count = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: count }, (_, index) => ({
    day: `${year}-${pad(month)}-${pad(index + 1)}`,
    weekday: new Date(Date.UTC(year, month - 1, index + 1)).getUTCDay(),
  }));
}

export const isWeekend = (weekday: number) => weekday === 0 || weekday === 6;

/**
 * Switching a day: a marked day returns to what its weekday says; a plain one becomes the
 * opposite (a weekday a holiday, a weekend day a working day).
 */
export function switched(marked: MarkedDays, day: string, weekday: number): MarkedDays {
  const next = new Map(marked);
  if (next.has(day)) next.delete(day);
  else next.set(day, { dateType: isWeekend(weekday) ? workingDay : holiday, remark: null });
  return next;
}

/** The body of workday/save: the year and its marked days in date order. */
export function saveBody(year: number, marked: MarkedDays) {
  const days = [...marked.entries()]
    .filter(([day]) => day.startsWith(`${year}-`))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([workDate, { dateType, remark }]) => ({ workDate, dateType, remark }));
  return { year, days };
}

export function markedOf(days: readonly CalendarDay[]): MarkedDays {
  return new Map(
    days.map((day) => [day.workDate, { dateType: day.dateType as MarkedType, remark: day.remark }]),
  );
}
