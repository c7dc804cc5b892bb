import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import { matchesFilters } from '@platform/database/list-query';
import { readPage } from '@platform/database/read-page';
import { keptRowCount } from '@platform/database/tenant-row-count';
import type { ListRequest, ListSpec } from '@platform/http/list-request';
import type { Page } from '@platform/http/paging';
import { snakeCase } from '@platform/lang/snake-case';
import type { MerchantExtRow } from '@services/merchant/merchant-ext/merchant-ext.wire';

/** merchantExt/page. */
export const merchantExtList: ListSpec = {
  filterable: { merchantId: 'id', businessArea: 'code', businessScope: 'text', createTime: 'date' },
};

/** The level of region a business area names: streets and towns (SPEC.md §9). */
export const businessAreaLevel = 4;

/**
 * Reads of merchant extensions with their merchant's name and the business area's full name
 * ("福建省/福州市/鼓楼区/鼓东街道"), always within one tenant.
 */
export class MerchantExtQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Newest first. */
  page(tenantId: string, { paging, filters }: ListRequest): Promise<Page<MerchantExtRow>> {
    const filtered = this.extensions(tenantId).where(
      matchesFilters(filters, (field) => `e.${snakeCase(field)}`),
    );
    const counted = filters.length === 0 ? keptRowCount(this.db, 'prepaid_merchant_ext', tenantId) : filtered;
    return readPage(counted, this.rows(tenantId, filtered).orderBy('e.id', 'desc'), paging);
  }

  /** The next `limit` rows after `afterId` in id order: the export's cursor. */
  batchAfter(
    tenantId: string,
    afterId: string,
    limit: number,
    merchantId?: string,
  ): Promise<MerchantExtRow[]> {
    let query = this.extensions(tenantId).where('e.id', '>', afterId);
    if (merchantId) query = query.where('e.merchant_id', '=', merchantId);
    return this.rows(tenantId, query).orderBy('e.id').limit(limit).execute();
  }

  async count(tenantId: string, merchantId?: string): Promise<number> {
    let query = this.extensions(tenantId);
    if (merchantId) query = query.where('e.merchant_id', '=', merchantId);
    const { total } = await query
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(total);
  }

  async isBusinessArea(code: string): Promise<boolean> {
    const region = await this.db
      .selectFrom('blade_region')
      .select('code')
      .where('code', '=', code)
      .where('region_level', '=', businessAreaLevel)
      .executeTakeFirst();
    return region !== undefined;
  }

  private extensions(tenantId: string) {
    return this.db.selectFrom('prepaid_merchant_ext as e').where('e.tenant_id', '=', tenantId);
  }

  private rows(tenantId: string, query: ReturnType<typeof this.extensions>) {
    return query
      .leftJoin('prepaid_merchant as m', (join) =>
        join.onRef('m.id', '=', 'e.merchant_id').on('m.tenant_id', '=', tenantId),
      )
      .leftJoin('blade_region as r', 'r.code', 'e.business_area')
      .select([
        'e.id',
        'e.tenant_id as tenantId',
        'e.merchant_id as merchantId',
        'm.merchant_name as merchantName',
        'e.business_area as businessArea',
        // concat_ws skips nulls and never answers null: "" when the code names no region.
        sql<string>`concat_ws('/', r.province_name, r.city_name, r.district_name, r.town_name)`.as(
          'businessAreaName',
        ),
        'e.business_scope as businessScope',
        'e.employee_count as employeeCount',
        'e.remark',
        'e.create_time as createTime',
        'e.update_time as updateTime',
        'e.status',
      ]);
  }
}
