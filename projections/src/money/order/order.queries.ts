import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import { matchesFilters } from '@platform/database/list-query';
import { readPage } from '@platform/database/read-page';
import type { ListRequest, ListSpec } from '@platform/http/list-request';
import { toPage } from '@platform/http/paging';
import { TenantRecords } from '@projections/support/tenant-records';
import { auditSelection } from '@projections/support/audit-selection';

/** orderInfo/page: by paymentNo and cardNo (exact), merchant, status, buyer and creation time. */
export const orderList: ListSpec = {
  filterable: {
    paymentNo: 'code',
    cardNo: 'code',
    merchantId: 'id',
    goodsId: 'id',
    status: 'number',
    buyerName: 'text',
    createTime: 'date',
  },
};

/** What the console sends for both paymentNo and cardNo when the buyer gave neither (SPEC.md §5). */
const emptyWord = '空';

const recordColumns = [
  'id',
  'tenant_id as tenantId',
  'merchant_id as merchantId',
  'goods_id as goodsId',
  'payment_no as paymentNo',
  'card_no as cardNo',
  'buyer_name as buyerName',
  'buyer_phone as buyerPhone',
  // numeric as text: money never passes through a float.
  sql<string>`trade_amount::text`.as('tradeAmount'),
  'contract_content as contractContent',
  sql<string>`(provision_ratio / 100.0)::numeric(5, 2)::text`.as('provisionRatio'),
  sql<string>`paid_amount::text`.as('paidAmount'),
  sql<string>`frozen_amount::text`.as('frozenAmount'),
  sql<string>`provision_amount::text`.as('provisionAmount'),
  sql<string>`consumed_amount::text`.as('consumedAmount'),
  ...auditSelection,
] as const;

/** Reads of the orders read model, always within one tenant. */
export class OrderQueries extends TenantRecords<'prepaid_order_info', (typeof recordColumns)[number]> {
  constructor(db: Kysely<Database>) {
    super(db, 'prepaid_order_info', recordColumns);
  }

  /** Newest first. Both numbers sent as "空" is a buyer with neither: nothing matches, by rule. */
  override page(tenantId: string, list: ListRequest) {
    const isEmptyWord = (field: string) =>
      list.filters.some((filter) => filter.field === field && filter.value === emptyWord);
    if (isEmptyWord('paymentNo') && isEmptyWord('cardNo')) return Promise.resolve(toPage([], 0, list.paging));
    return super.page(tenantId, list);
  }

  /**
   * unionOrder/list: the orders that carry a card number (the card channel's), newest first, each
   * with its merchant's and goods' names and the charge matched to it (at most one: a deposited
   * order refuses another), read in one query; the filters are orderInfo/page's.
   */
  unionPage(tenantId: string, { paging, filters }: ListRequest) {
    const cardOrders = this.db
      .selectFrom('prepaid_order_info')
      .select(recordColumns)
      .where('tenant_id', '=', tenantId)
      .where('card_no', '<>', '')
      .as('o');
    const filtered = this.db.selectFrom(cardOrders).where(matchesFilters(filters, (field) => `o.${field}`));
    const named = filtered
      .leftJoin('prepaid_order_depository as d', (join) =>
        join.onRef('d.order_id', '=', 'o.id').on('d.tenant_id', '=', tenantId),
      )
      .leftJoin('prepaid_merchant as m', (join) =>
        join.onRef('m.id', '=', 'o.merchantId').on('m.tenant_id', '=', tenantId),
      )
      .leftJoin('prepaid_goods as g', (join) =>
        join.onRef('g.id', '=', 'o.goodsId').on('g.tenant_id', '=', tenantId),
      )
      .selectAll('o')
      .select([
        'm.merchant_name as merchantName',
        'g.goods_name as goodsName',
        'd.bank_serial as bankSerial',
        'd.create_time as chargedTime',
      ])
      .orderBy('o.createTime', 'desc')
      .orderBy('o.id', 'desc');
    return readPage(filtered, named, paging);
  }

  /**
   * What consumptions have given the merchant's payable in all, yuan text: the sum of its
   * orders' merchant shares. It only grows, so a read behind the latest write understates it.
   */
  async creditedToMerchant(merchantId: string): Promise<string> {
    const { credited } = await this.db
      .selectFrom('prepaid_order_info')
      .where('merchant_id', '=', merchantId)
      .select(sql<string>`coalesce(sum(consumed_amount), 0)::numeric(14, 2)::text`.as('credited'))
      .executeTakeFirstOrThrow();
    return credited;
  }
}
