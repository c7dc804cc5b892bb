import { z } from 'zod';
import { auditFields, wire } from '@platform/http/wire-shapes';

/** 0 已申请 (applied), 1 划拨中 (sent to the bank), 2 划拨成功 (paid), 3 划拨失败 (refused by the bank). */
export const cutPaymentStatusCode = z.literal([0, 1, 2, 3]);
export type CutPaymentStatusCode = z.output<typeof cutPaymentStatusCode>;

/**
 * What an operator may do with an application: create or open its contract (createContract) in
 * any status, remove or submit it before it is sent, send its batch's failed ones again
 * (manualCutPayment) once the bank refused it.
 */
export const cutPaymentAction = z.enum(['createContract', 'remove', 'submit', 'manualCutPayment']);
export type CutPaymentAction = z.output<typeof cutPaymentAction>;

/** A cut-payment application as cutPaymentApply's list, detail and getCutPamentList answer it. */
export const cutPaymentRecord = z.strictObject({
  id: wire.id,
  tenantId: z.string(),
  merchantId: wire.id,
  orgPaymentNo: z.string(),
  batchNo: z.string(),
  amount: wire.money,
  accountNo: z.string(),
  accountName: z.string(),
  /** The serial of the latest submission to the bank; null before the first. */
  serial: z.string().nullable(),
  bankSerial: z.string().nullable(),
  failReason: z.string().nullable(),
  /** The stored contract's link, unsigned: createContract answers it signed. Null until created. */
  contractLink: z.string().nullable(),
  /** When the bank paid it; null until then. */
  paidTime: wire.time.nullable(),
  /**
   * yyyy-MM-dd: the day the merchant's money is settled, T+n working days after the bank paid
   * (settlement-dates.ts); null until paid.
   */
  settlementDate: z.string().nullable(),
  ...auditFields,
  status: cutPaymentStatusCode,
  allowedActions: z.array(cutPaymentAction),
});
export type CutPaymentRecord = z.output<typeof cutPaymentRecord>;

/** What createContract answers: the contract PDF's link, signed afresh (documents' links expire). */
export const cutPaymentContract = z.strictObject({ link: z.string() });
export type CutPaymentContract = z.output<typeof cutPaymentContract>;
