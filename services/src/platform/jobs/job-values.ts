import { formatWireDay, getWireTimeZone, parseWireDate } from '@platform/http/wire-dates';

/** Defaults and checks shared by both adapters, so that they default, accept and refuse alike. */

export const defaultQueue = 'default';
export const defaultConcurrency = 2;

export function checkedConcurrency(value: number = defaultConcurrency): number {
  if (!Number.isInteger(value) || value < 1)
    throw new RangeError(`concurrency must be a positive integer, got ${value}`);
  return value;
}

/** Where runner and connection errors go when the process gives no logger: never nowhere. */
export function defaultOnError(error: unknown): void {
  console.error('[jobs]', error);
}

/** Progress is stored as a whole percentage, so that both adapters show the same number. */
export function progressPercent(percent: number): number {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`progress is a percentage from 0 to 100, got ${percent}`);
  }
  return Math.round(percent);
}

export const defaultListLimit = 50;

export function listLimit(limit: number = defaultListLimit): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    throw new RangeError(`limit must be an integer from 1 to 1000, got ${limit}`);
  }
  return limit;
}

/** The text kept as failedReason; BullMQ keeps an Error's message, so the SQL adapter does too. */
export function failureReason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A daily time 'HH:mm' as hours and minutes; throws on anything else. */
export function dailyTime(text: string): { hours: number; minutes: number } {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!match) throw new RangeError(`a daily time is HH:mm, got "${text}"`);
  return { hours: Number(match[1]), minutes: Number(match[2]) };
}

/**
 * The first moment at or after `from` when the wire's clock (the deployment's zone, where the
 * console shows every time) reads `dailyAt`: an operator in Beijing who sets 02:00 means 02:00
 * there, whatever zone the server's clock is set to.
 */
export function nextDailyOccurrence(dailyAt: string, from: Date, timeZone = getWireTimeZone()): Date {
  dailyTime(dailyAt); // throws on anything but HH:mm
  const onDayOf = (instant: Date) =>
    parseWireDate(`${formatWireDay(instant, timeZone)} ${dailyAt}:00`, timeZone)!;
  const today = onDayOf(from);
  return today >= from ? today : onDayOf(new Date(today.getTime() + 86_400_000));
}
