import { z } from 'zod';
import { auditFields, wire } from '@platform/http/wire-shapes';

/** 0 已申请 (applied), 1 划拨中 (sent to the bank), 2 划拨成功 (paid), 3 划拨失败 (refused by the bank). */
export const cutPaymentStatusCode = z.literal([0, 1, 2, 3]);
export type CutPaymentStatusCode = z.output<typeof cutPaymentStatusCode>;

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
  ...auditFields,
  status: cutPaymentStatusCode,
});
export type CutPaymentRecord = z.output<typeof cutPaymentRecord>;
