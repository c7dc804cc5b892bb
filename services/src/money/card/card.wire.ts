import { z } from 'zod';
import { auditFields, wire } from '@platform/http/wire-shapes';

/** A card as cardInfo/list and detail answer it: each card is bound to the order it came with. */
export const cardRecord = z.strictObject({
  id: wire.id,
  tenantId: z.string(),
  orderId: wire.id,
  cardNo: z.string(),
  holderName: z.string(),
  holderPhone: z.string().nullable(),
  ...auditFields,
});
export type CardRecord = z.output<typeof cardRecord>;
