import { z } from 'zod';
import { idListSchema, idSchema } from '@platform/http/id-schemas';
import { requiredText } from '@platform/http/text-schemas';
import { yuanAsFen } from '@services/money/amount.wire';

const present = (message: string) =>
  z.unknown().refine((value) => value !== undefined && value !== null && value !== '', message);

/**
 * cutPaymentApply/apply: a merchant's payable applied for. It is paid into the account the
 * merchant proved by bank verification, never into an account the caller names.
 */
export const cutPaymentApplication = z.object({
  merchantId: present('请选择商户').pipe(idSchema),
  orgPaymentNo: requiredText('请输入划拨申请单号', '划拨申请单号', 64),
  batchNo: requiredText('请输入批次号', '批次号', 64),
  amount: yuanAsFen('划拨金额'),
});
export type CutPaymentApplicationForm = z.output<typeof cutPaymentApplication>;

export const idQuery = z.object({ id: present('请选择数据').pipe(idSchema) });
export const idsQuery = z.object({ ids: present('请选择至少一条数据').pipe(idListSchema) });
export const orgPaymentNoQuery = z.object({
  orgPaymentNo: requiredText('请输入划拨申请单号', '划拨申请单号', 64),
});
export const batchNoQuery = z.object({ batchNo: requiredText('请输入批次号', '批次号', 64) });
