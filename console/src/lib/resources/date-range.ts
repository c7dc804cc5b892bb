/** The date shortcuts of SPEC.md §9: today, yesterday, nearly 7 days, whole. */
export type DateShortcut = 'today' | 'yesterday' | 'last7Days' | 'all';
export const dateShortcuts: readonly DateShortcut[] = ['today', 'yesterday', 'last7Days', 'all'];

/** A range of whole days, both ends included, as yyyy-MM-dd; an empty end is open. */
export interface DateRange {
  start: string;
  end: string;
}

export const wholeRange: DateRange = { start: '', end: '' };

/** The days a shortcut covers, counted from `now` in the browser's time zone. */
export function rangeOf(shortcut: DateShortcut, now: Date): DateRange {
  switch (shortcut) {
    case 'today':
      return { start: dayOf(now, 0), end: dayOf(now, 0) };
    case 'yesterday':
      return { start: dayOf(now, -1), end: dayOf(now, -1) };
    case 'last7Days':
      return { start: dayOf(now, -6), end: dayOf(now, 0) };
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

function dayOf(now: Date, offset: number): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  return formatDay(day);
}

function shiftDay(day: string, offset: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return formatDay(new Date(year!, month! - 1, date! + offset));
}

function formatDay(day: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
