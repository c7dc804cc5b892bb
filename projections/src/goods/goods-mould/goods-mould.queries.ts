import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { ListSpec } from '@platform/http/list-request';
import { TenantRecords } from '@projections/support/tenant-records';
import { auditSelection } from '@projections/support/audit-selection';
import { mouldStatus } from '@services/goods/mould/goods-mould.events';

/** goodsMould/page: filters mouldName (contains), industryId, industryMainId, status. */
export const goodsMouldList: ListSpec = {
  filterable: { mouldName: 'text', industryId: 'id', industryMainId: 'id', status: 'number' },
};

const recordColumns = [
  'id',
  'tenant_id as tenantId',
  'mould_name as mouldName',
  'industry_id as industryId',
  'industry_main_id as industryMainId',
  'mould_content as mouldContent',
  'remark',
  ...auditSelection,
] as const;

/** Reads of the mould read model, always within one tenant. */
export class GoodsMouldQueries extends TenantRecords<'prepaid_goods_mould', (typeof recordColumns)[number]> {
  constructor(db: Kysely<Database>) {
    super(db, 'prepaid_goods_mould', recordColumns);
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
  findEnabled(tenantId: string, id: string) {
    return this.db
      .selectFrom('prepaid_goods_mould')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', mouldStatus.enabled)
      .select([
        'id',
        'industry_id as industryId',
        'industry_main_id as industryMainId',
        'mould_content as content',
      ])
      .executeTakeFirst();
  }
}
