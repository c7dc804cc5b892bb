/** The zone the server reads wire dates in (WIRE.md: Asia/Shanghai unless a deployment says). */
const wireTimeZone = 'Asia/Shanghai';

/**
 * An instant as a wire date ("yyyy-MM-dd HH:mm:ss" in the wire's zone), whatever the browser's
 * zone: the home page asks for the notices published by now.
 */
export function wireNow(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: wireTimeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((one) => one.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/**
 * The wire's calendar day an instant falls on ("yyyy-MM-dd"): the day the server counts it on,
 * or the day `offsetDays` from it (-1: the day before).
 */
export function wireDay(instant: Date, offsetDays = 0): string {
  return shiftDay(wireNow(instant).slice(0, 10), offsetDays);
}

/** The day `offset` days from a "yyyy-MM-dd" day, counted on the calendar (no clock involved). */
export function shiftDay(day: string, offset: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + offset)).toISOString().slice(0, 10);
}
