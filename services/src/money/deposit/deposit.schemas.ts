import { z } from 'zod';
import { idSchema } from '@platform/http/id-schemas';
import { requiredText } from '@platform/http/text-schemas';

/** orderInfoDepository/manualDepository: the unmatched charge, and the paymentNo of its order. */
export const manualDepositQuery = z.object({
  id: z
    .unknown()
    .refine((value) => value !== undefined && value !== null && value !== '', '请选择入账记录')
    .pipe(idSchema),
  paymentNo: requiredText('请输入订单支付单号', '支付单号', 64),
});
export type ManualDepositQuery = z.output<typeof manualDepositQuery>;
