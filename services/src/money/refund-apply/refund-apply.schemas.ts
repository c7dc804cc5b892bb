import { z } from 'zod';
import { idSchema } from '@platform/http/id-schemas';
import { requiredText } from '@platform/http/text-schemas';
import { yuanAsFen } from '@services/money/amount.wire';
import { optionalText, present } from '@services/money/money-schemas';

/** refundApply/apply: the consumer side asks part or all of an order's money back into an account. */
export const refundApplication = z.object({
  orderId: present('请选择订单').pipe(idSchema),
  amount: yuanAsFen('退款金额'),
  reason: optionalText('退款原因', 500),
  accountNo: requiredText('请输入退款账号', '退款账号', 64),
  accountName: requiredText('请输入退款户名', '退款户名', 100),
});
export type RefundApplicationForm = z.output<typeof refundApplication>;

/** true/false, as a JSON body or a query string sends it. */
const approval = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: '请选择同意或拒绝' }),
);

/**
 * refundApply/refund: the operator's decision on an application: approve (a refund order is
 * made), or refuse with a reason the consumer is told.
 */
export const refundDecision = z
  .object({
    id: present('请选择退款申请').pipe(idSchema),
    approve: approval,
    reason: optionalText('拒绝原因', 500),
  })
  .refine((decision) => decision.approve || decision.reason !== null, {
    message: '请输入拒绝原因',
    path: ['reason'],
  });
export type RefundDecision = z.output<typeof refundDecision>;
