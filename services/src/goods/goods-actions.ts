import { goodsStatus } from '@services/goods/goods.events';
import { stageNameOf, type StageName } from '@services/goods/goods.stage';
import type { GoodsAction, GoodsAllowedActions } from '@services/goods/goods.wire';

/**
 * The stages each action of a goods item may start from. The decider refuses an action in any
 * other stage, and the same table answers which actions a listed record allows, so the lifecycle
 * is written once: the console asks the server (allowedActions) rather than keeping a copy.
 */
export const stagesAllowing: Readonly<Record<GoodsAction, readonly StageName[]>> = {
  update: ['draft', 'rejected', 'onSale', 'offSale'],
  submitAudit: ['draft', 'rejected'],
  withdrawAudit: ['pendingAudit'],
  approve: ['pendingAudit'],
  reject: ['pendingAudit'],
  putOnSale: ['offSale'],
  takeOffSale: ['onSale'],
  updateStock: ['draft', 'pendingAudit', 'onSale', 'rejected', 'offSale'],
  remove: ['draft', 'onSale', 'rejected', 'offSale'],
  recover: ['recycled'],
};

const actions = Object.keys(stagesAllowing) as GoodsAction[];
/** What a recycled item may come back as: any status but pending and recycled. */
const restorable: ReadonlySet<number> = new Set([
  goodsStatus.draft,
  goodsStatus.onSale,
  goodsStatus.rejected,
  goodsStatus.offSale,
]);

/**
 * The actions a goods record's status allows. A recycled record that does not say what it was
 * cannot be recovered; an unknown status allows nothing.
 */
export function allowedActions(record: { status: number; previousStatus: number | null }): GoodsAction[] {
  const stage = stageNameOf(record.status);
  if (stage === undefined) return [];
  if (stage === 'recycled' && (record.previousStatus === null || !restorable.has(record.previousStatus)))
    return [];
  return actions.filter((action) => stagesAllowing[action].includes(stage));
}

/** A goods record as the server answers it: with the actions it allows. */
export function withAllowedActions<Row extends { status: number; previousStatus: number | null }>(
  record: Row,
): Row & GoodsAllowedActions {
  return { ...record, allowedActions: allowedActions(record) };
}
