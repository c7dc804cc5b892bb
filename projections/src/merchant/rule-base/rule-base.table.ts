import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/**
 * Rule bases (migration 0040): a plain record, written by the resource registry's projection of
 * ruleBaseResource; declared here so that the queries naming it are typed.
 */
export const ruleBaseTable = readModelTable('prepaid_rule_base', {
  id: column.int8,
  tenant_id: column.text,
  rule_name: column.text,
  rule_code: column.text,
  rule_type: column.integer,
  rule_content: column.nullable(column.text),
  remark: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    prepaid_rule_base: TableOf<typeof ruleBaseTable>;
  }
}
