import { column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/**
 * Where each merchant's bank verification stands (migration 0040), one row per merchant,
 * written by bankVerifyProjection alone. Never the amount paid.
 */
export const bankVerifyTable = readModelTable('prepaid_merchant_bank_verify', {
  merchant_id: column.int8,
  tenant_id: column.text,
  /** requested | deposited | verified | exhausted (bank-verify.decider.ts). */
  status: column.text,
  request_id: column.text,
  account_name: column.text,
  account_no: column.text,
  bank_name: column.text,
  attempts_left: column.integer,
  requested_time: column.timestamptz,
  verified_time: column.nullable(column.timestamptz),
  update_time: column.timestamptz,
});

declare module '@infra/schema/database' {
  interface Database {
    prepaid_merchant_bank_verify: TableOf<typeof bankVerifyTable>;
  }
}
