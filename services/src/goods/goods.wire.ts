/**
 * The words of a goods item as they travel: written once here and imported (types only) by the
 * server, its read models and the console alike.
 */

/** 0 草稿, 1 待审核, 2 已上架, 3 审核驳回, 4 已下架, 5 已删除 (in the recycle bin). */
export type GoodsStatusCode = 0 | 1 | 2 | 3 | 4 | 5;

/**
 * What may be done to one item, named by the call that does it: goods/update, goods/submitAudit
 * (submit, or withdraw with status 0), goodsProcessLog/process (approve, or reject with a
 * reason), goods/updateStatus (on or off sale), goods/updateStock, goods/remove, goods/recovery.
 */
export type GoodsAction =
  | 'update'
  | 'submitAudit'
  | 'withdrawAudit'
  | 'approve'
  | 'reject'
  | 'putOnSale'
  | 'takeOffSale'
  | 'updateStock'
  | 'remove'
  | 'recover';

/**
 * Every goods record the server answers (goods/page, goods/detail, goods/save, goods/update)
 * carries the actions its status allows, as the decider's own rules say: the console offers
 * these and keeps no lifecycle of its own.
 */
export interface GoodsAllowedActions {
  allowedActions: GoodsAction[];
}
