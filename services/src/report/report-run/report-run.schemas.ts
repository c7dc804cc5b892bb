import { z } from 'zod';
import { daysInOrder, daysOutOfOrderMsg, optionalDay } from '@platform/http/day-schemas';
import { idSchema } from '@platform/http/id-schemas';

/** run and export: the definition and the local days it covers (the last 30 when not given). */
export const reportRunQuery = z
  .object({ id: idSchema, from: optionalDay, to: optionalDay })
  .refine(daysInOrder, daysOutOfOrderMsg);

export type ReportRunQuery = z.output<typeof reportRunQuery>;
