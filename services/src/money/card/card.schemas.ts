import { z } from 'zod';
import { idSchema } from '@platform/http/id-schemas';
import { boundedText, requiredText } from '@platform/http/text-schemas';

/**
 * cardInfo/submit: a card comes into being with its order (orderInfo/create), so submit only
 * edits one (`id` given). Its number is what the consumer side and the bank know it by, so it
 * stays; the holder's name and phone may be corrected.
 */
export const cardFormSchema = z.object({
  id: z.preprocess((value) => (value === '' ? undefined : value), idSchema.optional()),
  cardNo: z.string().trim().optional(),
  holderName: requiredText('请输入持卡人姓名', '持卡人姓名', 50),
  holderPhone: z
    .preprocess((value) => (value === '' ? null : value), boundedText('持卡人手机号', 20).nullish())
    .transform((text) => text || null),
});
export type CardForm = z.output<typeof cardFormSchema>;
