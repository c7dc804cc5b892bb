import { z } from 'zod';

/**
 * Dates on the wire (WIRE.md): "yyyy-MM-dd HH:mm:ss", or "yyyy-MM-dd" for a day, in the
 * deployment's time zone. Intl does the zone arithmetic, so no date library is needed.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

export const WIRE_DATE_MSG = '日期格式应为 yyyy-MM-dd HH:mm:ss 或 yyyy-MM-dd';

// Process-wide because one deployment speaks one zone (createHttpApp sets it from its options);
// zod schemas declared at import time read it when they parse. A per-tenant zone would arrive
// through the RequestContext instead.
let wireTimeZone = DEFAULT_TIME_ZONE;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws a RangeError for an unknown zone, which is what a misconfiguration deserves.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Sets the zone every wire date is written and read in; an unknown zone throws. */
export function setWireTimeZone(timeZone: string): void {
  formatterFor(timeZone);
  wireTimeZone = timeZone;
}

export function getWireTimeZone(): string {
  return wireTimeZone;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * The wall clock of `instantMs` in `timeZone`, to the second. Read from the zone's offset, kept
 * per minute: asking Intl for every date an answer carries cost more than the rest of writing it.
 */
function wallClockIn(instantMs: number, timeZone: string): WallClock {
  const wall = new Date(Math.floor(instantMs / 1000) * 1000 + offsetAt(instantMs, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** Offsets of the minutes asked for, per zone by minute since the epoch; a zone's emptied when full. */
const minuteOffsets = new Map<string, Map<number, number>>();
const minutesKept = 100_000;

/**
 * How far the zone's wall clock is ahead of UTC at `instantMs`, in milliseconds. A zone changes
 * its offset at most once within a minute, so an offset that is the same at a minute's first and
 * last millisecond holds for all of it and is kept; a minute with a change is asked of Intl each
 * time. Kept by number within each zone's map, so that a date costs no key text.
 */
function offsetAt(instantMs: number, timeZone: string): number {
  const minuteStart = Math.floor(instantMs / 60_000) * 60_000;
  let offsets = minuteOffsets.get(timeZone);
  if (!offsets) minuteOffsets.set(timeZone, (offsets = new Map()));
  const kept = offsets.get(minuteStart);
  if (kept !== undefined) return kept;
  const offset = intlOffsetAt(minuteStart, timeZone);
  if (offset !== intlOffsetAt(minuteStart + 59_999, timeZone)) return intlOffsetAt(instantMs, timeZone);
  if (offsets.size >= minutesKept) offsets.clear();
  offsets.set(minuteStart, offset);
  return offset;
}

/** offsetAt as Intl computes it, from the zone's wall clock at `instantMs`. */
function intlOffsetAt(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instantMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wallAsUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return wallAsUtc - Math.floor(instantMs / 1000) * 1000;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** "yyyy-MM-dd HH:mm:ss" of `date` as a clock in `timeZone` shows it. */
export function formatWireDate(date: Date, timeZone = wireTimeZone): string {
  const c = wallClockIn(date.getTime(), timeZone);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)} ${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}`;
}

/** "yyyy-MM-dd": the wire's calendar day `date` falls on (the day the product counts it on). */
export function formatWireDay(date: Date, timeZone = wireTimeZone): string {
  return formatWireDate(date, timeZone).slice(0, 10);
}

const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/** The instant a wire date names in `timeZone` ("yyyy-MM-dd" is midnight); undefined if malformed. */
export function parseWireDate(text: string, timeZone = wireTimeZone): Date | undefined {
  const match = WIRE_DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((group) => Number(group ?? 0));
  const asUtc = Date.UTC(year!, month! - 1, day!, hour, minute, second);
  // Date.UTC rolls 2025-02-30 over to March; a round trip that changes the fields means malformed.
  const check = new Date(asUtc);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month! - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute ||
    check.getUTCSeconds() !== second
  ) {
    return undefined;
  }
  // The zone's offset depends on the instant; a second pass settles it around DST changes.
  const firstGuess = asUtc - offsetAt(asUtc, timeZone);
  return new Date(asUtc - offsetAt(firstGuess, timeZone));
}

/** An inbound wire date (string) parsed to a Date in the wire time zone. */
export const wireDateSchema = z.string({ error: WIRE_DATE_MSG }).transform((text, ctx) => {
  const date = parseWireDate(text);
  if (date) return date;
  ctx.addIssue({ code: 'custom', message: WIRE_DATE_MSG });
  return z.NEVER;
});
