import { z } from 'zod';
import { auditFields, wire } from '@platform/http/wire-shapes';

/** 1 accepted (its charge was recorded), 0 rejected (bad signature or body: nothing recorded). */
export const paymentNoticeStatusCode = z.literal([0, 1]);
export type PaymentNoticeStatusCode = z.output<typeof paymentNoticeStatusCode>;

/** One raw notice of the supervise bank, as paymentDataLog/page answers it. */
export const paymentDataLogRecord = z.strictObject({
  id: wire.id,
  tenantId: z.string(),
  /** Null when the body was not readable enough to name it. */
  bankSerial: z.string().nullable(),
  paymentNo: z.string().nullable(),
  /** The body exactly as it arrived. */
  body: z.string(),
  rejectedReason: z.string().nullable(),
  ...auditFields,
  status: paymentNoticeStatusCode,
});
export type PaymentDataLogRecord = z.output<typeof paymentDataLogRecord>;
