import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/**
 * Supervise banks (migration 0040): a plain record, written by the resource registry's
 * projection of superviseBankResource; declared here so that the queries naming it are typed.
 */
export const superviseBankTable = readModelTable('prepaid_supervise_bank', {
  id: column.int8,
  tenant_id: column.text,
  bank_name: column.text,
  bank_code: column.text,
  branch_name: column.nullable(column.text),
  contact_name: column.nullable(column.text),
  contact_phone: column.nullable(column.text),
  remark: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    prepaid_supervise_bank: TableOf<typeof superviseBankTable>;
  }
}
