import { z } from 'zod';
import { auditFields, wire } from '@platform/http/wire-shapes';

/** 0 未匹配 (unmatched: in suspense), 1 已匹配 (matched to its order), 2 人工匹配 (matched by an operator). */
export const depositStatusCode = z.literal([0, 1, 2]);
export type DepositStatusCode = z.output<typeof depositStatusCode>;

/** A charge into the supervised account as orderInfoDepository/page and superviseCharge/list answer it. */
export const depositRecord = z.strictObject({
  id: wire.id,
  tenantId: z.string(),
  bankSerial: z.string(),
  paymentNo: z.string(),
  accountNo: z.string(),
  payerName: z.string(),
  amount: wire.money,
  valueDate: z.string(),
  orderId: wire.id.nullable(),
  /** Why it waits in suspense; null once matched. */
  unmatchedReason: z.string().nullable(),
  ...auditFields,
  status: depositStatusCode,
});
export type DepositRecord = z.output<typeof depositRecord>;

/** What an operator may do with a deposit: match one in suspense to its order (manualDepository). */
export const depositAction = z.enum(['manualDepository']);
export type DepositAction = z.output<typeof depositAction>;

/** A deposit as orderInfoDepository answers it, with the actions its status allows. */
export const depositRecordWithActions = depositRecord.extend({ allowedActions: z.array(depositAction) });
