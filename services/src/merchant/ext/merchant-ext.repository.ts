import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import { readPage } from '@platform/database/read-page';
import type { FilterCondition, FilterableFields } from '@platform/http/filters';
import type { Page, PageQuery } from '@platform/http/paging';
import { whereFilters } from '@services/merchant/merchant/list-filters.repository';

export const merchantExtFilterable: FilterableFields = {
  merchantId: 'id',
  businessArea: 'code',
  businessScope: 'text',
  createTime: 'date',
};

/** The level of region a business area names: streets and towns (SPEC.md §9). */
export const businessAreaLevel = 4;

/**
 * Reads of merchant extensions with their merchant's name and the business area's full name
 * ("福建省/福州市/鼓楼区/鼓东街道"), always within one tenant.
 */
export class MerchantExtRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async page(
    tenantId: string,
    paging: PageQuery,
    filters: readonly FilterCondition[],
  ): Promise<Page<ExtRow>> {
    const filtered = whereFilters(
      this.db.selectFrom('prepaid_merchant_ext as e').where('e.tenant_id', '=', tenantId),
      filters,
      (field) => `e.${field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`,
    );
    return readPage(filtered, this.rows(tenantId, filtered).orderBy('e.id', 'desc'), paging);
  }

  /** The next `limit` rows after `afterId` in id order: the export's cursor. */
  batchAfter(tenantId: string, afterId: string, limit: number, merchantId?: string): Promise<ExtRow[]> {
    let query = this.db
      .selectFrom('prepaid_merchant_ext as e')
      .where('e.tenant_id', '=', tenantId)
      .where('e.id', '>', afterId);
    if (merchantId) query = query.where('e.merchant_id', '=', merchantId);
    return this.rows(tenantId, query).orderBy('e.id').limit(limit).execute();
  }

  async count(tenantId: string, merchantId?: string): Promise<number> {
    let query = this.db.selectFrom('prepaid_merchant_ext').where('tenant_id', '=', tenantId);
    if (merchantId) query = query.where('merchant_id', '=', merchantId);
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

  async merchantExists(tenantId: string, merchantId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('prepaid_merchant')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', merchantId)
      .executeTakeFirst();
    return row !== undefined;
  }

  private rows<Q extends ReturnType<typeof this.base>>(tenantId: string, query: Q) {
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
        sql<string | null>`concat_ws('/', r.province_name, r.city_name, r.district_name, r.town_name)`.as(
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

  private base() {
    return this.db.selectFrom('prepaid_merchant_ext as e');
  }
}

export interface ExtRow {
  id: string;
  tenantId: string;
  merchantId: string;
  merchantName: string | null;
  businessArea: string;
  businessAreaName: string | null;
  businessScope: string | null;
  employeeCount: number;
  remark: string | null;
  createTime: Date;
  updateTime: Date;
  status: number;
}
