import { assertNever } from '@platform/lang/assert-never';
import { actedPatch, createdStamp } from '@projections/support/audit-stamps';
import { statusAfter } from '@projections/goods/goods/goods-status-after';
import { goodsTable } from '@projections/goods/goods/goods.table';
import type { Projection } from '@projections/runner/projection';
import type { RowOf } from '@projections/support/read-model-table';
import { type RowChange, rowChangeWrites } from '@projections/support/row-changes';
import {
  type GoodsDetails,
  type GoodsEvent,
  goodsEventTypes,
  type GoodsProcessLogRemoved,
} from '@services/goods/goods.events';

type GoodsRow = RowOf<typeof goodsTable>;
/** Removing a process-log entry changes nothing the goods row shows. */
type ProjectedEvent = Exclude<GoodsEvent, GoodsProcessLogRemoved>;

/** The goods read model: one row per item, recycled ones included (status 5). */
export const goodsProjection: Projection = {
  name: 'goods-read-model',
  handles: goodsEventTypes.filter((type) => type !== 'GoodsProcessLogRemoved'),
  tables: [goodsTable.name],
  ...rowChangeWrites(goodsTable, changeOf),
};

function changeOf(event: ProjectedEvent): RowChange<GoodsRow> {
  switch (event.type) {
    case 'GoodsCreated': {
      const { data } = event;
      const row: GoodsRow = {
        id: data.id,
        tenant_id: data.tenantId,
        ...detailColumns(data),
        stock: data.stock,
        previous_status: null,
        ...createdStamp(data),
        status: statusAfter(event) ?? 0,
      };
      return { kind: 'row', row };
    }
    case 'GoodsUpdated':
      return actedPatch<GoodsRow>(detailColumns(event.data), event.data);
    case 'GoodsSubmittedForAudit':
    case 'GoodsListedWithoutAudit':
    case 'GoodsAuditWithdrawn':
    case 'GoodsApproved':
    case 'GoodsRejected':
    case 'GoodsReturnedToAudit':
    case 'GoodsPutOnSale':
    case 'GoodsTakenOffSale':
    case 'GoodsRecovered':
      return actedPatch<GoodsRow>({ status: statusAfter(event), previous_status: null }, event.data);
    case 'GoodsRecycled':
      return actedPatch<GoodsRow>(
        { status: statusAfter(event), previous_status: event.data.previousStatus },
        event.data,
      );
    case 'GoodsStockChanged':
      return actedPatch<GoodsRow>({ stock: event.data.to }, event.data);
    default:
      return assertNever(event);
  }
}

function detailColumns(details: GoodsDetails) {
  return {
    merchant_id: details.merchantId,
    industry_category_id: details.industryCategoryId,
    goods_name: details.goodsName,
    mould_id: details.mouldId,
    industry_id: details.industryId,
    industry_main_id: details.industryMainId,
    mould_values: details.mouldValues,
    price: details.price,
    original_price: details.originalPrice,
    validity_days: details.validityDays,
    usage_count: details.usageCount,
    cover_image: details.coverImage,
    description: details.description,
    is_digital_yuan: details.isDigitalYuan,
  } satisfies Partial<GoodsRow>;
}
