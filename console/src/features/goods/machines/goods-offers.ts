import type { GoodsAction as RecordAction } from '@services/goods/goods.wire';

/**
 * The lifecycle actions of the goods page's toolbar: every action a goods record may allow but
 * editing, which the form does.
 */
export type GoodsAction = Exclude<RecordAction, 'update'>;

/** What the page knows of a listed item: the actions the server says it allows, and its stock. */
export interface GoodsItemState {
  allowedActions?: readonly RecordAction[];
  stock?: number;
}

/** The toolbar's order of the actions. */
export const goodsActions: readonly GoodsAction[] = [
  'submitAudit',
  'withdrawAudit',
  'approve',
  'reject',
  'putOnSale',
  'takeOffSale',
  'updateStock',
  'remove',
  'recover',
];

/**
 * The actions every selected item allows, as the server answered each (goods/page carries
 * `allowedActions`, from the decider's own rules): bulk calls are all or nothing, so one item that
 * may not move withholds the action; stock is set one item at a time.
 */
export function offeredActions(items: readonly GoodsItemState[]): GoodsAction[] {
  if (items.length === 0) return [];
  return goodsActions.filter(
    (action) =>
      (action !== 'updateStock' || items.length === 1) &&
      items.every((item) => item.allowedActions?.includes(action) ?? false),
  );
}
