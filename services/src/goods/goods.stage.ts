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

const statusLabels: Record<GoodsStatus, string> = {
  [goodsStatus.draft]: '草稿',
  [goodsStatus.pendingAudit]: '待审核',
  [goodsStatus.onSale]: '已上架',
  [goodsStatus.rejected]: '审核驳回',
  [goodsStatus.offSale]: '已下架',
  [goodsStatus.recycled]: '已删除',
};

export function statusLabel(status: GoodsStatus): string {
  return statusLabels[status];
}

export function statusOfStage(stage: GoodsStage): GoodsStatus {
  switch (stage.name) {
    case 'draft':
      return goodsStatus.draft;
    case 'pendingAudit':
      return goodsStatus.pendingAudit;
    case 'onSale':
      return goodsStatus.onSale;
    case 'rejected':
      return goodsStatus.rejected;
    case 'offSale':
      return goodsStatus.offSale;
    case 'recycled':
      return goodsStatus.recycled;
    default:
      return assertNever(stage);
  }
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
