import { z } from 'zod';

/** orderInfo/reconciliation/run: the day to reconcile, one already past or today. */
export const reconcileQuery = z.object({
  date: z
    .string({ error: '请选择对账日期' })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '对账日期格式应为 yyyy-MM-dd')
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), '对账日期无效'),
});
export type ReconcileQuery = z.output<typeof reconcileQuery>;
