import { assertNever } from '@platform/lang/assert-never';
import { type GoodsEvent, goodsStatus, type GoodsStatus } from '@services/goods/goods.events';

/**
 * The status an event leaves its item in, when it moves the item: how the read model reads the
 * events (the decider keeps its own state and needs none of this).
 */
export function statusAfter(event: GoodsEvent): GoodsStatus | undefined {
  switch (event.type) {
    case 'GoodsCreated':
    case 'GoodsAuditWithdrawn':
      return goodsStatus.draft;
    case 'GoodsSubmittedForAudit':
    case 'GoodsReturnedToAudit':
      return goodsStatus.pendingAudit;
    case 'GoodsListedWithoutAudit':
    case 'GoodsApproved':
    case 'GoodsPutOnSale':
      return goodsStatus.onSale;
    case 'GoodsRejected':
      return goodsStatus.rejected;
    case 'GoodsTakenOffSale':
      return goodsStatus.offSale;
    case 'GoodsRecycled':
      return goodsStatus.recycled;
    case 'GoodsRecovered':
      return event.data.restoredStatus;
    case 'GoodsUpdated':
    case 'GoodsStockChanged':
    case 'GoodsProcessLogRemoved':
      return undefined;
    default:
      return assertNever(event);
  }
}
