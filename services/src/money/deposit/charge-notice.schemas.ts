import { z } from 'zod';
import { requiredText } from '@platform/http/text-schemas';

/**
 * The supervise bank's charge notice (the contract its fake bank in infra/ sends): amounts are
 * integer fen here, as the bank speaks them, not yuan text.
 */
export const chargeNoticeSchema = z.object({
  bankSerial: requiredText('缺少银行流水号', '银行流水号', 64),
  paymentNo: requiredText('缺少支付单号', '支付单号', 64),
  accountNo: requiredText('缺少监管账号', '监管账号', 64),
  payerName: requiredText('缺少付款人', '付款人', 100),
  amount: z
    .number({ error: '入账金额应为整数分' })
    .int('入账金额应为整数分')
    .positive('入账金额必须大于0')
    .max(9_999_999_999, '入账金额过大'),
  valueDate: z.string({ error: '缺少起息日' }).regex(/^\d{4}-\d{2}-\d{2}$/, '起息日应为 yyyy-MM-dd'),
  notifiedAt: z.iso.datetime({ offset: true, error: '通知时间应为 ISO-8601 时间' }),
});
export type ChargeNotice = z.output<typeof chargeNoticeSchema>;
