import { z } from 'zod';
import { idSchema } from '@platform/http/id-schemas';

const present = (message: string) =>
  z.unknown().refine((value) => value !== undefined && value !== null && value !== '', message);
const flag = (message: string) =>
  z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)], { error: message }));
const blankToNull = (value: unknown) => (value === '' ? null : value);

const settings = {
  auditRequired: present('请选择是否需要审核').pipe(flag('是否需要审核只能是0或1')),
  auditRoleId: z.preprocess(blankToNull, idSchema.nullish()).transform((id) => id ?? null),
  remark: z
    .preprocess(blankToNull, z.string().trim().max(500, '备注不能超过500个字符').nullish())
    .transform((text) => text || null),
};

/** goodsAuditConfig/insertAuditConfig: one configuration per industry category. */
export const insertAuditConfigSchema = z.object({
  industryCategoryId: present('请选择行业分类').pipe(idSchema),
  ...settings,
  status: z
    .preprocess(blankToNull, flag('状态只能是1(启用)或0(停用)').nullish())
    .transform((status) => status ?? 1),
});
export type InsertAuditConfig = z.output<typeof insertAuditConfigSchema>;

/** goodsAuditConfig/updateAuditConfig: the category is the configuration's key and stays. */
export const updateAuditConfigSchema = z.object({
  id: present('请选择审核配置').pipe(idSchema),
  ...settings,
});
export type UpdateAuditConfig = z.output<typeof updateAuditConfigSchema>;

export const auditStatusQuery = z.object({
  id: present('请选择审核配置').pipe(idSchema),
  status: present('请选择状态').pipe(flag('状态只能是1(启用)或0(停用)')),
});
export type AuditStatusQuery = z.output<typeof auditStatusQuery>;
