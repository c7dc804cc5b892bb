import { z } from 'zod';

const dayMessage = '日期格式应为 yyyy-MM-dd';

/** An optional local day, yyyy-MM-dd; blank is absent. */
export const optionalDay = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .string({ error: dayMessage })
    .regex(/^\d{4}-\d{2}-\d{2}$/, dayMessage)
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), dayMessage)
    .optional(),
);

/** A range whose ends, when both are given, are in order. */
export const daysInOrder = (range: { from?: string; to?: string }) =>
  !range.from || !range.to || range.from <= range.to;
export const daysOutOfOrderMsg = '开始日期不能晚于结束日期';
