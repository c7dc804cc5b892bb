import { assertNever } from '@platform/lang/assert-never';
import { type GoodsEvent, statusLabel } from '@services/goods/goods.events';

/** One line of the console's history panel for an event of a goods item. */
export function historySummary(event: GoodsEvent): string {
  const withComment = (text: string, comment: string | null) => (comment ? `${text}: ${comment}` : text);
  switch (event.type) {
    case 'GoodsCreated':
      return `创建商品「${event.data.goodsName}」,售价 ${event.data.price},库存 ${event.data.stock}`;
    case 'GoodsUpdated':
      return `修改商品信息,售价 ${event.data.price},原价 ${event.data.originalPrice}`;
    case 'GoodsSubmittedForAudit':
      return withComment('提交审核', event.data.comment);
    case 'GoodsListedWithoutAudit':
      return '提交审核,无需审核,直接上架';
    case 'GoodsAuditWithdrawn':
      return withComment('撤回审核', event.data.comment);
    case 'GoodsApproved':
      return withComment('审核通过,上架', event.data.comment);
    case 'GoodsRejected':
      return withComment('审核驳回', event.data.comment);
    case 'GoodsReturnedToAudit':
      return '上架商品被修改,重新提交审核';
    case 'GoodsPutOnSale':
      return '上架';
    case 'GoodsTakenOffSale':
      return '下架';
    case 'GoodsRecycled':
      return `删除到回收站(原状态: ${statusLabel(event.data.previousStatus)})`;
    case 'GoodsRecovered':
      return `从回收站恢复为${statusLabel(event.data.restoredStatus)}`;
    case 'GoodsStockChanged':
      return `库存 ${event.data.from} → ${event.data.to}`;
    case 'GoodsProcessLogRemoved':
      return `删除流程记录 ${event.data.logId}`;
    default:
      return assertNever(event);
  }
}
