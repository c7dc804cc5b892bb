import { z } from 'zod';

/** The page sizes the console offers are 10..200; WIRE.md caps what the server serves at 1000. */
export const MAX_PAGE_SIZE = 1000;
/** Far past any table we keep, and small enough that the page's offset stays a bigint. */
export const MAX_CURRENT = 2147483647;
export const CURRENT_MSG = '页码必须是正整数';
export const SIZE_MSG = '每页条数必须是正整数';

// Query strings carry "" for a field the console left empty; that means "use the default".
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** `current` (1-based, default 1) and `size` (default 10, larger sizes cut to MAX_PAGE_SIZE). */
export const pageQuery = z.object({
  current: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: CURRENT_MSG })
      .int(CURRENT_MSG)
      .min(1, CURRENT_MSG)
      .max(MAX_CURRENT, CURRENT_MSG)
      .default(1),
  ),
  size: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: SIZE_MSG })
      .int(SIZE_MSG)
      .min(1, SIZE_MSG)
      .transform((size) => Math.min(size, MAX_PAGE_SIZE))
      .default(10),
  ),
});

export type PageQuery = z.infer<typeof pageQuery>;

/** The paged answer of every list call. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export function toPage<T>(records: T[], total: number, { current, size }: PageQuery): Page<T> {
  return { records, total, size, current, pages: Math.ceil(total / size) };
}
