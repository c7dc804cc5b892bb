import { z } from 'zod';
import { idListSchema, idSchema } from '@platform/http/id-schemas';
import { mouldContentSchema } from '@services/goods/mould/mould-content';

const present = (message: string) =>
  z.unknown().refine((value) => value !== undefined && value !== null && value !== '', message);
const enabledFlag = z.coerce
  .number()
  .pipe(z.union([z.literal(0), z.literal(1)], { error: '状态只能是1(启用)或0(停用)' }));

/** goodsMould/submit: creates without an id, else updates the profile (content has its own call). */
export const mouldFormSchema = z.object({
  id: idSchema.optional(),
  mouldName: z
    .string({ error: '请输入模板名称' })
    .trim()
    .min(1, '请输入模板名称')
    .max(100, '模板名称不能超过100个字符'),
  industryId: present('请选择行业').pipe(idSchema),
  industryMainId: present('请选择主行业').pipe(idSchema),
  remark: z
    .preprocess(
      (value) => (value === '' ? null : value),
      z.string().trim().max(500, '备注不能超过500个字符').nullish(),
    )
    .transform((text) => text || null),
  mouldContent: mouldContentSchema.optional(),
  status: z
    .preprocess((value) => (value === '' ? null : value), enabledFlag.nullish())
    .transform((status) => status ?? 1),
});
export type MouldForm = z.output<typeof mouldFormSchema>;

/** goodsMould/updateStatus: the ids are checked before the status, as the console expects. */
export const mouldStatusUpdate = z.object({
  ids: present('请选择至少一条数据').pipe(idListSchema),
  status: present('请选择状态').pipe(enabledFlag),
});
export type MouldStatusUpdate = z.output<typeof mouldStatusUpdate>;

export const mouldContentBody = z.object({
  id: present('请选择模板').pipe(idSchema),
  mouldContent: present('请填写模板内容').pipe(mouldContentSchema),
});
export type MouldContentBody = z.output<typeof mouldContentBody>;
export const industryQuery = z.object({ industryId: present('请选择行业').pipe(idSchema) });
export const industryMainQuery = z.object({ industryMainId: present('请选择主行业').pipe(idSchema) });
