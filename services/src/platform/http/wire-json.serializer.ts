import { formatWireDate } from './wire-dates';

/**
 * Fastify's reply serializer: plain JSON except that Dates leave as wire dates in the wire time
 * zone and bigints (stream revisions, ids straight from SQL) as decimal strings, which
 * JSON.stringify would otherwise turn into UTC ISO strings or reject.
 */
export function serializeWireJson(payload: unknown): string {
  return JSON.stringify(payload, wireReplacer);
}

function wireReplacer(this: Record<string, unknown>, key: string, value: unknown): unknown {
  // JSON.stringify has already applied Date#toJSON to `value`; the holder still has the Date.
  const original = this[key];
  if (original instanceof Date) return Number.isNaN(original.getTime()) ? null : formatWireDate(original);
  if (typeof value === 'bigint') return value.toString();
  return value;
}
