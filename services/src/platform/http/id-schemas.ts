import { z } from 'zod';

/**
 * Ids are positive signed 64-bit integers written as strings (WIRE.md); clients may send them
 * as strings or numbers. Schemas yield the canonical decimal string.
 */
export const ID_MSG = 'ID 格式不正确,应为 64 位以内的正整数';
export const ID_LIST_EMPTY_MSG = '请至少选择一条数据';

const MAX_ID = 2n ** 63n - 1n;

/** The canonical string of a valid id, or undefined. */
export function normalizeId(raw: string | number): string | undefined {
  if (typeof raw === 'number') {
    // A number past 2^53 has already lost digits in the client's JSON parser: refuse it
    // rather than act on a neighbouring id.
    return Number.isSafeInteger(raw) && raw > 0 ? String(raw) : undefined;
  }
  if (!/^\d{1,19}$/.test(raw)) return undefined;
  const value = BigInt(raw);
  return value > 0n && value <= MAX_ID ? value.toString() : undefined;
}

export const idSchema = z.union([z.string(), z.number()], { error: ID_MSG }).transform((raw, ctx) => {
  const id = normalizeId(raw);
  if (id !== undefined) return id;
  ctx.addIssue({ code: 'custom', message: ID_MSG });
  return z.NEVER;
});

/**
 * `ids=1,2,3` from a query string, the same repeated (`ids=1&ids=2`), or a JSON array of ids.
 * Yields distinct canonical ids in the order given; the message names the first bad entry.
 */
export const idListSchema = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))], { error: ID_MSG })
  .transform((raw, ctx) => {
    const given: ReadonlyArray<string | number> = typeof raw === 'string' ? [raw] : raw;
    const entries = given.flatMap((entry): Array<string | number> =>
      typeof entry === 'string' ? entry.split(',').map((part) => part.trim()) : [entry],
    );
    const ids = new Set<string>();
    for (const entry of entries) {
      // Empty entries come from trailing commas ("1,2,") and are not ids anyone meant to send.
      if (entry === '') continue;
      const id = normalizeId(entry);
      if (id === undefined) {
        ctx.addIssue({ code: 'custom', message: `${ID_MSG}: ${String(entry)}` });
        return z.NEVER;
      }
      ids.add(id);
    }
    if (ids.size > 0) return [...ids];
    ctx.addIssue({ code: 'custom', message: ID_LIST_EMPTY_MSG });
    return z.NEVER;
  });
