import { z } from 'zod';
import { topRegionCode } from '@services/system/region/region.events';

const regionCode = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^\d{2,12}$/, '区划编号应为2到12位数字');

/** region/submit: a region under its parent (blank: a province). */
export const regionForm = z.object({
  code: regionCode('请输入区划编号'),
  parentCode: z
    .preprocess(
      (value) => (value === undefined || value === null || value === '' ? topRegionCode : value),
      z.string(),
    )
    .pipe(regionCode('请选择上级区划')),
  name: z
    .string({ error: '请输入区划名称' })
    .trim()
    .min(1, '请输入区划名称')
    .max(64, '区划名称长度不能超过64个字符'),
  sort: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 0 : value),
    z.coerce.number({ error: '排序必须是整数' }).int('排序必须是整数'),
  ),
  remark: z
    .string()
    .trim()
    .max(255, '备注长度不能超过255个字符')
    .nullish()
    .transform((value) => value || null),
});
export type RegionForm = z.output<typeof regionForm>;

/** region/detail. */
export const codeQuery = z.object({ code: regionCode('请输入区划编号') });
export type CodeQuery = z.output<typeof codeQuery>;

/** region/remove: the id is the region's code. */
export const removeQuery = z.object({ id: regionCode('请选择要删除的区划') });
export type RemoveQuery = z.output<typeof removeQuery>;

/** region/lazy-tree: the level under parentCode, the provinces by default. */
export const parentQuery = z.object({
  parentCode: z.preprocess(
    (value) => (value === undefined || value === '' ? topRegionCode : value),
    regionCode('请选择上级区划'),
  ),
});
export type ParentQuery = z.output<typeof parentQuery>;
