import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';
import { readPage } from '@platform/database/read-page';
import type { FilterCondition, FilterableFields } from '@platform/http/filters';
import type { PageQuery } from '@platform/http/paging';
import type { MouldSnapshot } from '@services/goods/goods.commands';
import { mouldStatus } from '@services/goods/mould/goods-mould.events';
import type { MouldContent } from '@services/goods/mould/mould-content';
import { auditColumns, filterConditions } from '@services/goods/goods-sql.repository';

export const mouldFilterable: FilterableFields = {
  mouldName: 'text',
  industryId: 'id',
  industryMainId: 'id',
  status: 'number',
};
const filterColumns: Record<keyof typeof mouldFilterable, string> = {
  mouldName: 'mould_name',
  industryId: 'industry_id',
  industryMainId: 'industry_main_id',
  status: 'status',
};

const recordColumns = [
  'id',
  'tenant_id as tenantId',
  'mould_name as mouldName',
  'industry_id as industryId',
  'industry_main_id as industryMainId',
  'mould_content as mouldContent',
  'remark',
  ...auditColumns,
] as const;

/** Reads of the mould read model, always within one tenant. */
export class GoodsMouldRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async page(tenantId: string, paging: PageQuery, filters: readonly FilterCondition[]) {
    const filtered = this.db
      .selectFrom('prepaid_goods_mould')
      .where('tenant_id', '=', tenantId)
      .where(filterConditions(filters, filterColumns));
    return readPage(
      filtered,
      filtered.select(recordColumns).orderBy('create_time', 'desc').orderBy('id', 'desc'),
      paging,
    );
  }

  findRecord(tenantId: string, id: string) {
    return this.db
      .selectFrom('prepaid_goods_mould')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .select(recordColumns)
      .executeTakeFirst();
  }

  /** The enabled moulds of an industry (industryId) or of a main industry (industryMainId). */
  listEnabled(tenantId: string, by: 'industry_id' | 'industry_main_id', industry: string) {
    return this.db
      .selectFrom('prepaid_goods_mould')
      .where('tenant_id', '=', tenantId)
      .where(by, '=', industry)
      .where('status', '=', mouldStatus.enabled)
      .select(recordColumns)
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** The mould a goods item names, if it is the tenant's and enabled. */
  async findEnabledSnapshot(tenantId: string, id: string): Promise<MouldSnapshot | undefined> {
    const row = await this.db
      .selectFrom('prepaid_goods_mould')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', mouldStatus.enabled)
      .select(['id', 'industry_id', 'industry_main_id', 'mould_content'])
      .executeTakeFirst();
    if (!row) return undefined;
    const content = row.mould_content as MouldContent;
    return { id: row.id, industryId: row.industry_id, industryMainId: row.industry_main_id, content };
  }
}
