import type { Insertable } from 'kysely';
import type { PrepaidGoodsTable } from '@infra/schema/goods.tables';
import { assertNever } from '@platform/lang/assert-never';
import type { Projection } from '@projections/runner/projection';
import {
  changesPerRow,
  type RowChange,
  type RowTable,
  writeRowChanges,
} from '@projections/support/row-changes';
import {
  type GoodsDetails,
  type GoodsEvent,
  goodsEventTypes,
  type GoodsProcessLogRemoved,
  statusAfter,
} from '@services/goods/goods.events';
import type { MouldValues } from '@services/goods/mould/goods-mould.wire';

/** A row as the batch's JSON carries it: the mould values inside it, not as JSON text. */
type GoodsRow = Omit<Insertable<PrepaidGoodsTable>, 'mould_values'> & { mould_values: MouldValues };
/** Removing a process-log entry changes nothing the goods row shows. */
type ProjectedEvent = Exclude<GoodsEvent, GoodsProcessLogRemoved>;

const goodsTable: RowTable<GoodsRow> = {
  name: 'prepaid_goods',
  columnTypes: {
    id: 'bigint',
    tenant_id: 'text',
    merchant_id: 'bigint',
    industry_category_id: 'bigint',
    goods_name: 'text',
    mould_id: 'bigint',
    industry_id: 'bigint',
    industry_main_id: 'bigint',
    mould_values: 'jsonb',
    price: 'numeric',
    original_price: 'numeric',
    validity_days: 'integer',
    usage_count: 'integer',
    cover_image: 'text',
    description: 'text',
    stock: 'integer',
    is_digital_yuan: 'integer',
    previous_status: 'integer',
    create_user: 'bigint',
    create_dept: 'bigint',
    create_time: 'timestamptz',
    update_user: 'bigint',
    update_time: 'timestamptz',
    status: 'integer',
  },
};

/** The goods read model: one row per item, recycled ones included (status 5). */
export const goodsProjection: Projection = {
  name: 'goods-read-model',
  handles: goodsEventTypes.filter((type) => type !== 'GoodsProcessLogRemoved'),
  tables: ['prepaid_goods'],

  async apply(trx, events) {
    await writeRowChanges(trx, goodsTable, changesPerRow(events, changeOf));
  },
};

function changeOf(event: ProjectedEvent): RowChange<GoodsRow> {
  const patch = (columns: Partial<GoodsRow>): RowChange<GoodsRow> => ({ kind: 'patch', patch: columns });
  switch (event.type) {
    case 'GoodsCreated': {
      const { data } = event;
      const row: GoodsRow = {
        id: data.id,
        tenant_id: data.tenantId,
        ...detailColumns(data),
        stock: data.stock,
        previous_status: null,
        create_user: data.createUser,
        create_dept: data.createDept,
        create_time: data.createTime,
        update_user: data.createUser,
        update_time: data.createTime,
        status: statusAfter(event) ?? 0,
      };
      return { kind: 'row', row };
    }
    case 'GoodsUpdated':
      return patch({ ...detailColumns(event.data), update_user: event.data.by, update_time: event.data.at });
    case 'GoodsSubmittedForAudit':
    case 'GoodsListedWithoutAudit':
    case 'GoodsAuditWithdrawn':
    case 'GoodsApproved':
    case 'GoodsRejected':
    case 'GoodsReturnedToAudit':
    case 'GoodsPutOnSale':
    case 'GoodsTakenOffSale':
    case 'GoodsRecovered':
      return patch({ status: statusAfter(event), previous_status: null, ...touched(event.data) });
    case 'GoodsRecycled':
      return patch({
        status: statusAfter(event),
        previous_status: event.data.previousStatus,
        ...touched(event.data),
      });
    case 'GoodsStockChanged':
      return patch({ stock: event.data.to, ...touched(event.data) });
    default:
      return assertNever(event);
  }
}

function touched(acted: { by: string; at: string }) {
  return { update_user: acted.by, update_time: acted.at };
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
