import { z } from 'zod';
import { idSchema } from '@platform/http/id-schemas';

const present = (message: string) =>
  z.unknown().refine((value) => value !== undefined && value !== null && value !== '', message);
const comment = z
  .preprocess(
    (value) => (value === '' ? null : value),
    z.string().trim().max(500, '审核意见不能超过500个字符').nullish(),
  )
  .transform((text) => text || null);

/** goodsProcessLog/submit: submit one goods item for audit, with a note for the auditor. */
export const processSubmitSchema = z.object({ goodsId: present('请选择商品').pipe(idSchema), comment });
export type ProcessSubmitBody = z.output<typeof processSubmitSchema>;

/** goodsProcessLog/process: 1 approve, 2 reject (with a reason). */
export const processSchema = z.object({
  goodsId: present('请选择商品').pipe(idSchema),
  processStatus: present('请选择审核结果').pipe(
    z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(2)], { error: '审核结果只能是1(通过)或2(驳回)' })),
  ),
  comment,
});
export type ProcessBody = z.output<typeof processSchema>;
