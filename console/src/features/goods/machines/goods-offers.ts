import type { SnapshotFrom } from 'xstate';
import {
  type GoodsAction,
  type GoodsLifecycleEvent,
  goodsLifecycleMachine,
  type GoodsStage,
  type GoodsStatus,
  type RestorableStatus,
} from '@console/features/goods/machines/goods-lifecycle.machine';

/** What the page knows of a listed item: its status, and the status a recycled one restores. */
export interface GoodsItemState {
  status: number;
  previousStatus?: number | null;
  stock?: number;
}

const stages: Record<GoodsStatus, GoodsStage> = {
  0: 'draft',
  1: 'pendingAudit',
  2: 'onSale',
  3: 'rejected',
  4: 'offSale',
  5: 'recycled',
};

const restorable = new Set<number>([0, 2, 3, 4]);

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

/** An event standing for each action when asking whether a state takes it. */
const probes: Record<GoodsAction, GoodsLifecycleEvent> = {
  submitAudit: { type: 'goods.submitAudit', auditRequired: true },
  withdrawAudit: { type: 'goods.withdrawAudit' },
  approve: { type: 'goods.approve' },
  reject: { type: 'goods.reject', reason: '-' },
  putOnSale: { type: 'goods.putOnSale' },
  takeOffSale: { type: 'goods.takeOffSale' },
  remove: { type: 'goods.remove' },
  recover: { type: 'goods.recover' },
  updateStock: { type: 'goods.updateStock', stock: 0 },
};

export function isGoodsStatus(status: number): status is GoodsStatus {
  return status in stages;
}

/** The lifecycle machine standing where the item stands; undefined for an unknown status. */
export function lifecycleSnapshotOf(
  item: GoodsItemState,
): SnapshotFrom<typeof goodsLifecycleMachine> | undefined {
  if (!isGoodsStatus(item.status)) return undefined;
  const previous = item.previousStatus ?? null;
  const restoreTo =
    item.status === 5 && previous !== null && restorable.has(previous)
      ? (previous as RestorableStatus)
      : null;
  return goodsLifecycleMachine.resolveState({
    value: stages[item.status],
    context: { stock: item.stock ?? 0, restoreTo },
  });
}

/**
 * The actions every selected item allows (bulk calls are all or nothing, so one item that may not
 * move withholds the action); stock is set one item at a time.
 */
export function offeredActions(items: readonly GoodsItemState[]): GoodsAction[] {
  if (items.length === 0) return [];
  const snapshots = items.map(lifecycleSnapshotOf);
  return goodsActions.filter(
    (action) =>
      (action !== 'updateStock' || items.length === 1) &&
      snapshots.every((snapshot) => snapshot?.can(probes[action]) ?? false),
  );
}
