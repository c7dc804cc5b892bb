import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/**
 * Merchant extensions (migration 0040): a plain record, written by the resource registry's
 * projection of merchantExtResource; declared here so that its hand-written queries are typed.
 */
export const merchantExtTable = readModelTable('prepaid_merchant_ext', {
  id: column.int8,
  tenant_id: column.text,
  merchant_id: column.int8,
  /** The 4th-level region code (street or town) of the business area. */
  business_area: column.text,
  business_scope: column.nullable(column.text),
  employee_count: column.integer,
  remark: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    prepaid_merchant_ext: TableOf<typeof merchantExtTable>;
  }
}
