import { z } from 'zod';
import { idListSchema, idSchema } from '@platform/http/id-schemas';
import { phoneSchema } from '@platform/http/phone-schema';
import { boundedText, requiredText } from '@platform/http/text-schemas';
import {
  creditCodeProblem,
  digitalYuanMessage,
  isDigitalYuanNumber,
} from '@services/merchant/merchant/merchant-checks';

/** A text that must pass `problem` (which names the reason); a missing value is the empty text. */
function checkedText(problem: (text: string) => string | undefined, transform = (text: string) => text) {
  return z
    .unknown()
    .transform((value) =>
      transform(typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''),
    )
    .superRefine((text, ctx) => {
      const reason = problem(text);
      if (reason) ctx.addIssue({ code: 'custom', message: reason });
    });
}

function requiredId(message: string) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      if (value === undefined || value === null || value === '') ctx.addIssue({ code: 'custom', message });
    })
    .pipe(idSchema);
}

/** Ids as "1,2" or an array (industry tags, rules); absent or empty means none. */
export const idsOrNoneSchema = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? [] : value),
  z.union([z.array(z.never()).length(0), idListSchema]),
);

/** The merchant form (merchant/submit), checked in the order the form shows its fields. */
export const merchantFormSchema = z.object({
  id: idSchema.optional(),
  merchantName: requiredText('请输入商户名称', '商户名称', 128),
  creditCode: checkedText(creditCodeProblem, (text) => text.toUpperCase()),
  legalPerson: requiredText('请输入法人姓名', '法人姓名', 64),
  contactName: requiredText('请输入联系人', '联系人', 64),
  phone: phoneSchema,
  address: requiredText('请输入商户地址', '商户地址', 255),
  industryCategory: requiredId('请选择行业类别'),
  industryTags: idsOrNoneSchema,
  superviseBankId: requiredId('请选择监管银行'),
  bankAccountName: requiredText('请输入监管账户户名', '监管账户户名', 128),
  bankAccountNo: z
    .string({ error: '请输入监管账号' })
    .trim()
    .min(1, '请输入监管账号')
    .regex(/^\d{8,32}$/, '监管账号应为8到32位数字'),
  bankName: requiredText('请输入开户行', '开户行', 128),
  digitalYuanWallet: z
    .union([z.string(), z.number()], { error: digitalYuanMessage })
    .nullish()
    .transform((value) =>
      value === undefined || value === null || String(value).trim() === '' ? null : String(value).trim(),
    )
    .refine((value) => value === null || isDigitalYuanNumber(value), digitalYuanMessage),
});

export type MerchantForm = z.output<typeof merchantFormSchema>;

export const detailQuery = z.object({ id: idSchema });
export const removeQuery = z.object({ ids: idListSchema });
export const treeQuery = z.object({ merchantName: boundedText('商户名称', 128).optional() });
export const walletQuery = z.object({
  digitalYuanWallet: z.union([z.string(), z.number()], { error: digitalYuanMessage }).transform(String),
});
