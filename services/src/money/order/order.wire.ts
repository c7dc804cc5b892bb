import { z } from 'zod';
import { auditFields, wire } from '@platform/http/wire-shapes';

/**
 * The shapes of an order as they travel (orderInfo/page and the intake's answer). Money is yuan
 * text with two places (WIRE.md); the product keeps integer fen inside.
 */

/**
 * 0 待入账 (created, awaiting the bank), 1 已入账 (deposited: money frozen), 2 消费中, 3 已完结,
 * 4 已退款 (refunded: nothing frozen is left after a refund).
 */
export const orderStatusCode = z.literal([0, 1, 2, 3, 4]);
export type OrderStatusCode = z.output<typeof orderStatusCode>;

/** What an operator may do with an order: correct its terms, record a consumption. */
export const orderAction = z.enum(['updateTradeAmount', 'updateContractContent', 'consume']);
export type OrderAction = z.output<typeof orderAction>;

export const orderRecord = z.strictObject({
  id: wire.id,
  tenantId: z.string(),
  merchantId: wire.id,
  goodsId: wire.id.nullable(),
  paymentNo: z.string(),
  cardNo: z.string(),
  buyerName: z.string(),
  buyerPhone: z.string().nullable(),
  tradeAmount: wire.money,
  contractContent: z.string().nullable(),
  /** The share of each consumption held back as risk provision, in percent ("10.00"). */
  provisionRatio: z.string(),
  paidAmount: wire.money,
  frozenAmount: wire.money,
  provisionAmount: wire.money,
  consumedAmount: wire.money,
  ...auditFields,
  status: orderStatusCode,
  /** The actions its status allows (order-actions.ts): the console offers only these. */
  allowedActions: z.array(orderAction),
});
export type OrderRecord = z.output<typeof orderRecord>;

/**
 * unionOrder/list: an order as the card channel placed it, named by its merchant and goods, with
 * the supervise bank's charge of it (its serial, and when the notice came; null until charged).
 * It offers no action: the list only shows.
 */
export const unionOrderRecord = orderRecord.omit({ allowedActions: true }).extend({
  merchantName: z.string().nullable(),
  goodsName: z.string().nullable(),
  bankSerial: z.string().nullable(),
  chargedTime: wire.time.nullable(),
});
export type UnionOrderRecord = z.output<typeof unionOrderRecord>;
