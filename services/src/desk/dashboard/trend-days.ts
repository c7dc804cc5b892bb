import { formatWireDay } from '@platform/http/wire-dates';
import { addDays } from '@platform/lang/calendar-days';

/** How many days the home page's trends cover, today included. */
export const trendDays = 30;

/** The days of a trend ending on the wire day of `now` (yyyy-MM-dd), oldest first. */
export function trendDaysTo(now: Date): string[] {
  const today = formatWireDay(now);
  return Array.from({ length: trendDays }, (_, index) => addDays(today, index + 1 - trendDays));
}
