import { type RawBuilder, sql } from 'kysely';
import { getWireTimeZone } from '@platform/http/wire-dates';

/**
 * Calendar days of the wire's zone (WIRE.md: Asia/Shanghai unless a deployment says) in SQL,
 * for the reads that count or sum per day: an instant belongs to the day it falls on there, not
 * to the database's or the UTC day.
 */

/** The wire day the instant in `column` falls on, as a SQL date (to compare or truncate). */
export function wireDateOf(column: string): RawBuilder<string> {
  return sql<string>`(${sql.ref(column)} AT TIME ZONE ${getWireTimeZone()})::date`;
}

/** The wire day (yyyy-MM-dd) the instant in `column` falls on. */
export function wireDayOf(column: string): RawBuilder<string> {
  return sql<string>`to_char(${wireDateOf(column)}, 'YYYY-MM-DD')`;
}

/** The first instant of the wire day `day` (yyyy-MM-dd): where a range of whole days starts. */
export function startOfWireDay(day: string): RawBuilder<Date> {
  return sql<Date>`(${day}::date)::timestamp AT TIME ZONE ${getWireTimeZone()}`;
}
