import { z } from 'zod';
import { idListSchema, idSchema } from '@platform/http/id-schemas';

/**
 * The inputs of prepaid-goods. The console sends "" for an empty input, which means null.
 * Money is a decimal string ("128" or "128.5" become "128.00" and "128.50"), never a number.
 */
const blankToNull = (value: unknown) => (value === '' ? null : value);
const present = (message: string) =>
  z.unknown().refine((value) => value !== undefined && value !== null && value !== '', message);

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `长度不能超过${max}个字符`);
const optionalText = (max: number) =>
  z
    .preprocess(blankToNull, z.string().trim().max(max, `长度不能超过${max}个字符`).nullish())
    .transform((text) => text || null);

export const money = (label: string) =>
  present(`请输入${label}`).pipe(
    z
      .string({ error: `${label}应为金额字符串,如 128.00` })
      .trim()
      .regex(/^\d{1,12}(\.\d{1,2})?$/, `${label}应为最多两位小数的金额,如 128.00`)
      .transform((text) => {
        const [units = '0', cents = ''] = text.split('.');
        return `${BigInt(units).toString()}.${cents.padEnd(2, '0')}`;
      })
      .refine((amount) => amount !== '0.00', `${label}必须大于0`),
  );

const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** goods/save and goods/update (SPEC.md §3 Goods). */
export const goodsFormSchema = z.object({
  id: idSchema.optional(),
  merchantId: present('请选择商户').pipe(idSchema),
  industryCategoryId: present('请选择行业分类').pipe(idSchema),
  goodsName: requiredText('请输入商品名称', 100),
  mouldId: z.preprocess(blankToNull, idSchema.nullish()).transform((id) => id ?? null),
  mouldValues: z
    .record(z.string(), z.unknown(), { error: '模板字段格式不正确' })
    .nullish()
    .transform((values) => values ?? {}),
  price: money('售价'),
  originalPrice: money('原价'),
  validityDays: present('请输入有效期天数').pipe(wholeNumber('有效期天数必须是1到36500之间的整数', 1, 36500)),
  usageCount: z
    .preprocess(blankToNull, wholeNumber('使用次数必须是1到100000之间的整数', 1, 100000).nullish())
    .transform((count) => count ?? null),
  coverImage: optionalText(1000),
  description: optionalText(5000),
  isDigitalYuan: z
    .preprocess(
      blankToNull,
      z.coerce
        .number()
        .pipe(z.union([z.literal(0), z.literal(1)], { error: '是否数字人民币只能是0或1' }))
        .nullish(),
    )
    .transform((flag) => flag ?? 0),
  stock: z
    .preprocess(blankToNull, wholeNumber('库存必须是不小于0的整数', 0, 2147483647).nullish())
    .transform((stock) => stock ?? 0),
});
export type GoodsForm = z.output<typeof goodsFormSchema>;
/** goods/update: the form of an item that exists. */
export const goodsUpdateSchema = goodsFormSchema.required({ id: true });
export type GoodsUpdate = z.output<typeof goodsUpdateSchema>;

export const idQuery = z.object({ id: present('请选择商品').pipe(idSchema) });
export const goodsIdQuery = z.object({ goodsId: present('请选择商品').pipe(idSchema) });
export const idsQuery = z.object({ ids: present('请选择至少一条数据').pipe(idListSchema) });

/** goods/updateStatus: 2 on sale, 4 off sale; nothing else moves through this call. */
export const saleStatusQuery = idsQuery.extend({
  status: present('请选择商品状态').pipe(
    z.coerce
      .number()
      .pipe(z.union([z.literal(2), z.literal(4)], { error: '商品状态只能改为上架(2)或下架(4)' })),
  ),
});
export type SaleStatusQuery = z.output<typeof saleStatusQuery>;

/** goods/submitAudit: status 1 (the default) submits, 0 withdraws a pending submission. */
export const submitAuditQuery = idsQuery.extend({
  status: z
    .preprocess(
      blankToNull,
      z.coerce
        .number()
        .pipe(z.union([z.literal(0), z.literal(1)], { error: '提交审核的状态只能是1(提交)或0(撤回)' }))
        .nullish(),
    )
    .transform((status) => status ?? 1),
  comment: optionalText(500),
});
export type SubmitAuditQuery = z.output<typeof submitAuditQuery>;

export const stockQuery = z.object({
  id: present('请选择商品').pipe(idSchema),
  stock: present('请输入库存').pipe(wholeNumber('库存必须是不小于0的整数', 0, 2147483647)),
});
export type StockQuery = z.output<typeof stockQuery>;
