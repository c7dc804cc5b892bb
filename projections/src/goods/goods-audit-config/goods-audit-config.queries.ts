import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { ListSpec } from '@platform/http/list-request';
import { TenantRecords } from '@projections/support/tenant-records';
import { auditSelection } from '@projections/support/audit-selection';
import { auditConfigStatus } from '@services/goods/audit-config/goods-audit-config.events';

/** goodsAuditConfig/selectAuditConfigList: filters industryCategoryId, auditRequired, status. */
export const goodsAuditConfigList: ListSpec = {
  filterable: { industryCategoryId: 'id', auditRequired: 'number', status: 'number' },
};

const recordColumns = [
  'id',
  'tenant_id as tenantId',
  'industry_category_id as industryCategoryId',
  'audit_required as auditRequired',
  'audit_role_id as auditRoleId',
  'remark',
  ...auditSelection,
] as const;

/** Reads of the audit configurations, always within one tenant. */
export class GoodsAuditConfigQueries extends TenantRecords<
  'prepaid_goods_audit_config',
  (typeof recordColumns)[number]
> {
  constructor(db: Kysely<Database>) {
    super(db, 'prepaid_goods_audit_config', recordColumns);
  }

  /** The category's enabled configuration that requires an audit, with its auditing role; if any. */
  findRequiringAudit(tenantId: string, industryCategoryId: string) {
    return this.db
      .selectFrom('prepaid_goods_audit_config')
      .where('tenant_id', '=', tenantId)
      .where('industry_category_id', '=', industryCategoryId)
      .where('status', '=', auditConfigStatus.enabled)
      .where('audit_required', '=', 1)
      .select('audit_role_id as auditRoleId')
      .executeTakeFirst();
  }
}
