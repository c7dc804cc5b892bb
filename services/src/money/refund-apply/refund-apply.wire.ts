import { z } from 'zod';
import { auditFields, wire } from '@platform/http/wire-shapes';

/** 0 待审核 (applied), 1 已同意 (approved: a refund order made), 2 已拒绝 (refused, with why). */
export const refundApplyStatusCode = z.literal([0, 1, 2]);
export type RefundApplyStatusCode = z.output<typeof refundApplyStatusCode>;

/** What an operator may do with an application: decide it (refundApply/refund). */
export const refundApplyAction = z.enum(['refund']);
export type RefundApplyAction = z.output<typeof refundApplyAction>;

/** A consumer's refund application as refundApply's list and intake answer it. */
export const refundApplyRecord = z.strictObject({
  id: wire.id,
  tenantId: z.string(),
  orderId: wire.id,
  merchantId: wire.id,
  paymentNo: z.string(),
  amount: wire.money,
  reason: z.string().nullable(),
  /** The consumer's account the money returns to. */
  accountNo: z.string(),
  accountName: z.string(),
  /** The refund order the approval made; null until approved. */
  refundOrderId: wire.id.nullable(),
  refuseReason: z.string().nullable(),
  ...auditFields,
  status: refundApplyStatusCode,
  allowedActions: z.array(refundApplyAction),
});
export type RefundApplyRecord = z.output<typeof refundApplyRecord>;
