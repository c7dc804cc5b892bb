import { z } from 'zod';
import { auditFields, wire } from '@platform/http/wire-shapes';

/** A consumption as orderInfoConsume/list, detail, submit and report answer it. */
export const consumptionRecord = z.strictObject({
  id: wire.id,
  tenantId: z.string(),
  orderId: wire.id,
  /** The order's payment number; null on consumptions recorded before it was carried. */
  paymentNo: z.string().nullable(),
  consumeAmount: wire.money,
  /** The merchant's share and the provision's: they add up to consumeAmount exactly. */
  payableAmount: wire.money,
  provisionAmount: wire.money,
  remark: z.string().nullable(),
  /** consumer (the consumer side's report) or operator (an operator in the console). */
  reportedBy: z.enum(['consumer', 'operator']),
  ...auditFields,
});
export type ConsumptionRecord = z.output<typeof consumptionRecord>;
