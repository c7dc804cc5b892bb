import { z } from 'zod';
import { auditFields, wire } from '@platform/http/wire-shapes';
import { mouldValues } from '@services/goods/mould/goods-mould.wire';

/**
 * The shapes of a goods item as they travel: declared once here, as the answers' schemas
 * (/api/docs, and checked against every answer in tests), with the types the server, its read
 * models and the console (import type) all use.
 */

/** 0 草稿, 1 待审核, 2 已上架, 3 审核驳回, 4 已下架, 5 已删除 (in the recycle bin). */
export const goodsStatusCode = z.literal([0, 1, 2, 3, 4, 5]);
export type GoodsStatusCode = z.output<typeof goodsStatusCode>;

/**
 * What may be done to one item, named by the call that does it: goods/update, goods/submitAudit
 * (submit, or withdraw with status 0), goodsProcessLog/process (approve, or reject with a
 * reason), goods/updateStatus (on or off sale), goods/updateStock, goods/remove, goods/recovery.
 */
export const goodsAction = z.enum([
  'update',
  'submitAudit',
  'withdrawAudit',
  'approve',
  'reject',
  'putOnSale',
  'takeOffSale',
  'updateStock',
  'remove',
  'recover',
]);
export type GoodsAction = z.output<typeof goodsAction>;

/**
 * A goods item as goods/page, detail, save and update answer it. Every record carries the
 * actions its status allows, as the decider's own rules say: the console offers these and keeps
 * no lifecycle of its own.
 */
export const goodsRecord = z.strictObject({
  id: wire.id,
  tenantId: z.string(),
  merchantId: wire.id,
  industryCategoryId: wire.id,
  goodsName: z.string(),
  /** The mould the item was checked against, and its industries; null for an item without one. */
  mouldId: wire.id.nullable(),
  industryId: wire.id.nullable(),
  industryMainId: wire.id.nullable(),
  mouldValues,
  price: wire.money,
  originalPrice: wire.money,
  validityDays: z.number().int(),
  /** Sessions a buyer may use; null for goods that are not session-based. */
  usageCount: z.number().int().nullable(),
  coverImage: z.string().nullable(),
  description: z.string().nullable(),
  stock: z.number().int(),
  /** 1 paid in digital yuan (数字人民币), 0 not. */
  isDigitalYuan: z.literal([0, 1]),
  /** The status a recycled item returns to; null outside the recycle bin. */
  previousStatus: goodsStatusCode.nullable(),
  ...auditFields,
  status: goodsStatusCode,
  allowedActions: z.array(goodsAction),
});
export type GoodsRecord = z.output<typeof goodsRecord>;
export type GoodsAllowedActions = Pick<GoodsRecord, 'allowedActions'>;

/** One line of goods/history: an event of the item (its type), when, by whom, in words. */
export const goodsHistoryLine = z.strictObject({
  type: z.string(),
  time: wire.time,
  operatorId: wire.id.nullable(),
  operator: z.string(),
  summary: z.string(),
});
export type GoodsHistoryLine = z.output<typeof goodsHistoryLine>;
