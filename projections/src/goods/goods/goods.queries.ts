import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { ListRequest, ListSpec } from '@platform/http/list-request';
import { TenantRecords } from '@projections/support/tenant-records';
import { auditSelection } from '@projections/support/audit-selection';
import { goodsStatus } from '@services/goods/goods.events';

/** goods/page: a bare goodsName means "contains" (WIRE.md); without a status, no recycle bin. */
export const goodsList: ListSpec = {
  filterable: {
    goodsName: 'text',
    status: 'number',
    merchantId: 'id',
    industryCategoryId: 'id',
    mouldId: 'id',
    isDigitalYuan: 'number',
    createTime: 'date',
  },
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
  ...auditSelection,
] as const;

/** Reads of the goods read model, always within one tenant. */
export class GoodsQueries extends TenantRecords<'prepaid_goods', (typeof recordColumns)[number]> {
  constructor(db: Kysely<Database>) {
    super(db, 'prepaid_goods', recordColumns);
  }

  /** Newest first. Without a status filter the recycle bin (status 5) is left out. */
  override page(tenantId: string, list: ListRequest) {
    const byStatus = list.filters.some((filter) => filter.field === 'status');
    return super.page(tenantId, list, byStatus ? undefined : sql`status <> ${goodsStatus.recycled}`);
  }
}
