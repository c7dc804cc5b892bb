import { z } from 'zod';
import { auditFields, wire } from '@platform/http/wire-shapes';

/** 0 待提交 (made by an approval), 1 退款中 (sent to the bank), 2 已退款 (refunded), 3 退款失败 (refused by the bank). */
export const refundOrderStatusCode = z.literal([0, 1, 2, 3]);
export type RefundOrderStatusCode = z.output<typeof refundOrderStatusCode>;

/**
 * What an operator may do with a refund order: remove or submit it before it is sent, send a
 * failed one again (manualRefund), release its order's provision once refunded (unfreeze).
 */
export const refundOrderAction = z.enum(['remove', 'submit', 'manualRefund', 'unfreeze']);
export type RefundOrderAction = z.output<typeof refundOrderAction>;

/** A refund order as orderInfoRefund and the payment service's refund lists answer it. */
export const refundOrderRecord = z.strictObject({
  id: wire.id,
  tenantId: z.string(),
  applyId: wire.id,
  orderId: wire.id,
  merchantId: wire.id,
  paymentNo: z.string(),
  amount: wire.money,
  accountNo: z.string(),
  accountName: z.string(),
  /** The serial of the latest submission to the bank; null before the first. */
  serial: z.string().nullable(),
  bankSerial: z.string().nullable(),
  failReason: z.string().nullable(),
  /** Submissions to the bank so far: 1, then one more for each manualRefund. */
  attempts: z.number(),
  /** Whether its order holds a risk provision to release: nothing frozen, something in the provision. */
  provisionReleasable: z.boolean(),
  ...auditFields,
  status: refundOrderStatusCode,
  allowedActions: z.array(refundOrderAction),
});
export type RefundOrderRecord = z.output<typeof refundOrderRecord>;
