import { z } from 'zod';
import { idSchema } from '@platform/http/id-schemas';
import { boundedText, requiredText } from '@platform/http/text-schemas';
import { yuanAsFen } from '@services/money/amount.wire';

const blankToNull = (value: unknown) => (value === '' ? null : value);
const optionalText = (label: string, max: number) =>
  z.preprocess(blankToNull, boundedText(label, max).nullish()).transform((text) => text || null);
const present = (message: string) =>
  z.unknown().refine((value) => value !== undefined && value !== null && value !== '', message);

/** orderInfo/create: the consumer side's order with its card. Amounts in yuan, kept as fen. */
export const orderIntakeSchema = z.object({
  merchantId: present('请选择商户').pipe(idSchema),
  goodsId: z.preprocess(blankToNull, idSchema.nullish()).transform((id) => id ?? null),
  paymentNo: requiredText('请输入支付单号', '支付单号', 64),
  cardNo: requiredText('请输入卡号', '卡号', 64),
  buyerName: requiredText('请输入购买人姓名', '购买人姓名', 50),
  buyerPhone: optionalText('购买人手机号', 20),
  tradeAmount: yuanAsFen('交易金额'),
  contractContent: optionalText('合同内容', 5000),
});
export type OrderIntake = z.output<typeof orderIntakeSchema>;

export const tradeAmountQuery = z.object({
  id: present('请选择订单').pipe(idSchema),
  tradeAmount: yuanAsFen('交易金额'),
});
export type TradeAmountQuery = z.output<typeof tradeAmountQuery>;

export const contractContentQuery = z.object({
  id: present('请选择订单').pipe(idSchema),
  contractContent: optionalText('合同内容', 5000),
});
export type ContractContentQuery = z.output<typeof contractContentQuery>;
