import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import { readPage } from '@platform/database/read-page';
import type { FilterCondition, FilterableFields } from '@platform/http/filters';
import type { Page, PageQuery } from '@platform/http/paging';
import { goodsStatus } from '@services/goods/goods.events';
import { auditColumns, filterConditions } from '@services/goods/goods-sql.repository';

/** What goods/page may filter on; a bare goodsName means "contains" (WIRE.md). */
export const goodsFilterable: FilterableFields = {
  goodsName: 'text',
  status: 'number',
  merchantId: 'id',
  industryCategoryId: 'id',
  mouldId: 'id',
  isDigitalYuan: 'number',
  createTime: 'date',
};
const filterColumns: Record<keyof typeof goodsFilterable, string> = {
  goodsName: 'goods_name',
  status: 'status',
  merchantId: 'merchant_id',
  industryCategoryId: 'industry_category_id',
  mouldId: 'mould_id',
  isDigitalYuan: 'is_digital_yuan',
  createTime: 'create_time',
};

const recordColumns = [
  'id',
  'tenant_id as tenantId',
  'merchant_id as merchantId',
  'industry_category_id as industryCategoryId',
  'goods_name as goodsName',
  'mould_id as mouldId',
  'industry_id as industryId',
  'industry_main_id as industryMainId',
  'mould_values as mouldValues',
  // numeric as text: money never passes through a float.
  sql<string>`price::text`.as('price'),
  sql<string>`original_price::text`.as('originalPrice'),
  'validity_days as validityDays',
  'usage_count as usageCount',
  'cover_image as coverImage',
  'description',
  'stock',
  'is_digital_yuan as isDigitalYuan',
  'previous_status as previousStatus',
  ...auditColumns,
] as const;

export interface HistoryLine {
  type: string;
  time: Date;
  operatorId: string | null;
  operator: string;
  summary: string;
}

/** Reads of the goods read models, always within one tenant. */
export class GoodsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Newest first. Without a status filter the recycle bin (status 5) is left out. */
  async page(tenantId: string, paging: PageQuery, filters: readonly FilterCondition[]) {
    const byStatus = filters.some((filter) => filter.field === 'status');
    const filtered = this.db
      .selectFrom('prepaid_goods')
      .where('tenant_id', '=', tenantId)
      .$if(!byStatus, (query) => query.where('status', '<>', goodsStatus.recycled))
      .where(filterConditions(filters, filterColumns));
    return readPage(
      filtered,
      filtered.select(recordColumns).orderBy('create_time', 'desc').orderBy('id', 'desc'),
      paging,
    );
  }

  findRecord(tenantId: string, id: string) {
    return this.db
      .selectFrom('prepaid_goods')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .select(recordColumns)
      .executeTakeFirst();
  }

  /** The item's events in the order they happened, for the history panel. */
  history(tenantId: string, id: string): Promise<HistoryLine[]> {
    return this.db
      .selectFrom('prepaid_goods_history')
      .where('tenant_id', '=', tenantId)
      .where('goods_id', '=', id)
      .select([
        'event_type as type',
        'occurred_at as time',
        'operator_id as operatorId',
        'operator_account as operator',
        'summary',
      ])
      .orderBy('commit_position')
      .orderBy('prepare_position')
      .execute();
  }
}

export type GoodsRecord = NonNullable<Awaited<ReturnType<GoodsRepository['findRecord']>>>;
export type GoodsPage = Page<GoodsRecord>;
