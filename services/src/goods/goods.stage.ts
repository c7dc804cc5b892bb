import { assertNever } from '@platform/lang/assert-never';
import { goodsStatus, type GoodsStatus, type RestorableStatus } from '@services/goods/goods.events';

/**
 * Where an item stands in its lifecycle. Only two stages carry something: a pending item the
 * process-log entry an auditor answers, a recycled item the status recovery restores.
 */
export type GoodsStage =
  | { name: 'draft' }
  | { name: 'pendingAudit'; openLogId: string }
  | { name: 'onSale' }
  | { name: 'rejected' }
  | { name: 'offSale' }
  | { name: 'recycled'; restoreTo: RestorableStatus };

export type StageName = GoodsStage['name'];

/** The stages are named as the status codes are (goodsStatus): each stage has its code. */
export function statusOfStage(stage: GoodsStage): GoodsStatus {
  return goodsStatus[stage.name];
}

/** The stage a status code names; undefined for a code that is none. */
export function stageNameOf(status: number): StageName | undefined {
  return (Object.keys(goodsStatus) as StageName[]).find((name) => goodsStatus[name] === status);
}

/** The stage a recovered item returns to. */
export function restoredStage(status: RestorableStatus): GoodsStage {
  switch (status) {
    case goodsStatus.draft:
      return { name: 'draft' };
    case goodsStatus.onSale:
      return { name: 'onSale' };
    case goodsStatus.rejected:
      return { name: 'rejected' };
    case goodsStatus.offSale:
      return { name: 'offSale' };
    default:
      return assertNever(status);
  }
}
