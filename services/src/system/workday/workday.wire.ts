import { z } from 'zod';

/** workday/save answers the year's calendar as it now is: its marked days, in date order. */
export const savedYear = z.strictObject({
  year: z.number().int(),
  days: z.array(
    z.strictObject({
      id: z.string(),
      workDate: z.string(),
      dateType: z.string(),
      remark: z.string().nullable(),
    }),
  ),
});
export type SavedYear = z.output<typeof savedYear>;
