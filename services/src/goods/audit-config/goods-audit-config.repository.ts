import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';
import { readPage } from '@platform/database/read-page';
import type { FilterCondition, FilterableFields } from '@platform/http/filters';
import type { PageQuery } from '@platform/http/paging';
import { auditConfigStatus } from '@services/goods/audit-config/goods-audit-config.events';
import type { AuditPolicy } from '@services/goods/goods.commands';
import { auditColumns, filterConditions } from '@services/goods/goods-sql.repository';

export const auditConfigFilterable: FilterableFields = {
  industryCategoryId: 'id',
  auditRequired: 'number',
  status: 'number',
};
const filterColumns: Record<keyof typeof auditConfigFilterable, string> = {
  industryCategoryId: 'industry_category_id',
  auditRequired: 'audit_required',
  status: 'status',
};

const recordColumns = [
  'id',
  'tenant_id as tenantId',
  'industry_category_id as industryCategoryId',
  'audit_required as auditRequired',
  'audit_role_id as auditRoleId',
  'remark',
  ...auditColumns,
] as const;

/** Reads of the audit configurations, always within one tenant. */
export class GoodsAuditConfigRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async page(tenantId: string, paging: PageQuery, filters: readonly FilterCondition[]) {
    const filtered = this.db
      .selectFrom('prepaid_goods_audit_config')
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
      .selectFrom('prepaid_goods_audit_config')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .select(recordColumns)
      .executeTakeFirst();
  }

  /** Whether goods of the category need an audit: an enabled configuration that requires one. */
  async policyFor(tenantId: string, industryCategoryId: string): Promise<AuditPolicy> {
    const row = await this.db
      .selectFrom('prepaid_goods_audit_config')
      .where('tenant_id', '=', tenantId)
      .where('industry_category_id', '=', industryCategoryId)
      .where('status', '=', auditConfigStatus.enabled)
      .where('audit_required', '=', 1)
      .select('audit_role_id')
      .executeTakeFirst();
    return row ? { required: true, auditRoleId: row.audit_role_id } : { required: false };
  }
}
