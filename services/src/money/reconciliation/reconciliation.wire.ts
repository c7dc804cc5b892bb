import { z } from 'zod';
import { auditFields, wire } from '@platform/http/wire-shapes';

/**
 * The shapes of reconciliation as they travel (orderInfo/reconciliation, abnormalOrder/*): a row
 * per difference a day's run found, and each day's figures.
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

/**
 * orderInfo/reconciliation/days: a reconciled day's figures for the caller's tenant — the
 * statement lines that matched its records, by kind, and how many differences it has. The
 * statement's own figures (its lines, its balances, the bank's net movement and ours) are the
 * platform's, null for any other tenant.
 */
export const reconciliationDay = z.strictObject({
  /** The day itself: a tenant has one row per day. */
  id: z.string(),
  reconDate: z.string(),
  statementLines: z.number().int().nullable(),
  openingBalance: wire.money.nullable(),
  closingBalance: wire.money.nullable(),
  bankNet: wire.money.nullable(),
  ourNet: wire.money.nullable(),
  chargeCount: z.number().int(),
  chargeAmount: wire.money,
  transferCount: z.number().int(),
  transferAmount: wire.money,
  refundCount: z.number().int(),
  refundAmount: wire.money,
  differenceCount: z.number().int(),
});
export type ReconciliationDay = z.output<typeof reconciliationDay>;

/** abnormalOrder/getOrderStatisticsCount: the caller's abnormal orders by kind. */
export const abnormalCounts = z.strictObject({
  depository: z.number().int(),
  consume: z.number().int(),
  refund: z.number().int(),
  instruction: z.number().int(),
  total: z.number().int(),
});
export type AbnormalCounts = z.output<typeof abnormalCounts>;
