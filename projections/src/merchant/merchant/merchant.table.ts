import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** One row per present merchant (migration 0040), written by merchantProjection alone. */
export const merchantTable = readModelTable('prepaid_merchant', {
  id: column.int8,
  tenant_id: column.text,
  merchant_name: column.text,
  credit_code: column.text,
  legal_person: column.text,
  contact_name: column.text,
  phone: column.text,
  address: column.text,
  industry_category: column.int8,
  /** Comma-joined industry tag ids, as on the wire. */
  industry_tags: column.text,
  supervise_bank_id: column.int8,
  bank_account_name: column.text,
  bank_account_no: column.text,
  bank_name: column.text,
  digital_yuan_wallet: column.nullable(column.text),
  ...auditColumns,
});

/** The rules each merchant is bound to, one row per link (saveMerchantRule). */
export const merchantRuleTable = readModelTable('prepaid_merchant_rule', {
  tenant_id: column.text,
  merchant_id: column.int8,
  rule_id: column.int8,
});

declare module '@infra/schema/database' {
  interface Database {
    prepaid_merchant: TableOf<typeof merchantTable>;
    prepaid_merchant_rule: TableOf<typeof merchantRuleTable>;
  }
}
