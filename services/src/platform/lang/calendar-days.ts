/**
 * Calendar days as the wire writes them ("yyyy-MM-dd"), counted without a time zone: a day is a
 * date, not an instant, so the arithmetic is done at UTC midnight where no day is 23 or 25 hours.
 */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** Whether `day` is a real date written as yyyy-MM-dd (2026-02-30 is not). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}
