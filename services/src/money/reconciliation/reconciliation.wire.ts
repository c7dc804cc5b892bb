import { z } from 'zod';
import { auditFields, wire } from '@platform/http/wire-shapes';

/**
 * The shapes of reconciliation as they travel (orderInfo/reconciliation, abnormalOrder/*): one
 * row per statement line or record of ours compared on a day.
 */

/** 0 一致 (matched), 1 银行有我方无 (missing on our side), 2 我方有银行无 (missing at the bank), 3 金额不符. */
export const reconciliationResultCode = z.literal([0, 1, 2, 3]);
export type ReconciliationResultCode = z.output<typeof reconciliationResultCode>;

/** What moved: a charge into the supervised account, a transfer to a merchant, a refund to a consumer. */
export const lineKind = z.enum(['charge', 'transfer', 'refund']);
export type LineKind = z.output<typeof lineKind>;

/**
 * The abnormal order a difference makes (MONEY.md §6): a deposit no order claims (depository), a
 * consumption on money the bank never received (consume), a refund that differs from the bank's
 * (refund), an instruction executed on one side only (instruction).
 */
export const abnormalKind = z.enum(['depository', 'consume', 'refund', 'instruction']);
export type AbnormalKind = z.output<typeof abnormalKind>;

export const reconciliationRecord = z.strictObject({
  id: wire.id,
  tenantId: z.string(),
  reconDate: z.string(),
  lineKind,
  abnormalKind: abnormalKind.nullable(),
  bankSerial: z.string().nullable(),
  serial: z.string().nullable(),
  paymentNo: z.string().nullable(),
  orderId: wire.id.nullable(),
  merchantId: wire.id.nullable(),
  bankAmount: wire.money.nullable(),
  ourAmount: wire.money.nullable(),
  ...auditFields,
  status: reconciliationResultCode,
});
export type ReconciliationRecord = z.output<typeof reconciliationRecord>;

/** abnormalOrder/getOrderStatisticsCount: the caller's abnormal orders by kind. */
export const abnormalCounts = z.strictObject({
  depository: z.number().int(),
  consume: z.number().int(),
  refund: z.number().int(),
  instruction: z.number().int(),
  total: z.number().int(),
});
export type AbnormalCounts = z.output<typeof abnormalCounts>;
