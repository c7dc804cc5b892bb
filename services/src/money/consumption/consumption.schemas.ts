import { z } from 'zod';
import { idListSchema, idSchema } from '@platform/http/id-schemas';
import { boundedText } from '@platform/http/text-schemas';
import { yuanAsFen } from '@services/money/amount.wire';

const present = (message: string) =>
  z.unknown().refine((value) => value !== undefined && value !== null && value !== '', message);

/**
 * A consumption against an order: orderInfoConsume/report (the consumer side) and submit (an
 * operator). `id` names an existing record: a consumption that moved money is never edited.
 */
export const consumptionSchema = z.object({
  id: z.preprocess((value) => (value === '' ? undefined : value), idSchema.optional()),
  orderId: present('请选择订单').pipe(idSchema),
  consumeAmount: yuanAsFen('消费金额'),
  remark: z
    .preprocess((value) => (value === '' ? null : value), boundedText('备注', 500).nullish())
    .transform((text) => text || null),
});
export type ConsumptionForm = z.output<typeof consumptionSchema>;

export const idQuery = z.object({ id: present('请选择数据').pipe(idSchema) });
export const idsQuery = z.object({ ids: present('请选择至少一条数据').pipe(idListSchema) });
