import { shiftDay, wireDay } from '@console/lib/wire-dates';

/** The date shortcuts of SPEC.md §9: today, yesterday, nearly 7 days, whole. */
export type DateShortcut = 'today' | 'yesterday' | 'last7Days' | 'all';
export const dateShortcuts: readonly DateShortcut[] = ['today', 'yesterday', 'last7Days', 'all'];

/** A range of whole days, both ends included, as yyyy-MM-dd; an empty end is open. */
export interface DateRange {
  start: string;
  end: string;
}

export const wholeRange: DateRange = { start: '', end: '' };

/**
 * The days a shortcut covers, counted from `now` on the wire's calendar: the days the server
 * reads the createTime filters in, whatever the browser's zone.
 */
export function rangeOf(shortcut: DateShortcut, now: Date): DateRange {
  switch (shortcut) {
    case 'today':
      return { start: wireDay(now), end: wireDay(now) };
    case 'yesterday':
      return { start: wireDay(now, -1), end: wireDay(now, -1) };
    case 'last7Days':
      return { start: wireDay(now, -6), end: wireDay(now) };
    case 'all':
      return wholeRange;
  }
}

/**
 * The range as the list filters createTime_dategt and createTime_datelt (WIRE.md). Both are
 * strict, so the range runs from the last second of the day before the start to midnight after
 * the end: every record of the days, whatever its second.
 */
export function createTimeFilters(range: DateRange): Record<string, string> {
  const filters: Record<string, string> = {};
  if (range.start) filters.createTime_dategt = `${shiftDay(range.start, -1)} 23:59:59`;
  if (range.end) filters.createTime_datelt = `${shiftDay(range.end, 1)} 00:00:00`;
  return filters;
}
