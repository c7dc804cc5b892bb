import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** One row per industry category and tenant with an audit configuration (migration 0030). */
export const goodsAuditConfigTable = readModelTable('prepaid_goods_audit_config', {
  id: column.int8,
  tenant_id: column.text,
  industry_category_id: column.int8,
  audit_required: column.integer,
  audit_role_id: column.nullable(column.int8),
  remark: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    prepaid_goods_audit_config: TableOf<typeof goodsAuditConfigTable>;
  }
}
