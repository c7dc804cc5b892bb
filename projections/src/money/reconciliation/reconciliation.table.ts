import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** One row per statement line or record of ours compared on a day: written by reconciliationProjection. */
export const reconciliationTable = readModelTable('prepaid_reconciliation', {
  id: column.int8,
  tenant_id: column.text,
  recon_date: column.date,
  line_kind: column.text,
  abnormal_kind: column.nullable(column.text),
  bank_serial: column.nullable(column.text),
  serial: column.nullable(column.text),
  payment_no: column.nullable(column.text),
  order_id: column.nullable(column.int8),
  merchant_id: column.nullable(column.int8),
  bank_amount: column.nullable(column.money),
  our_amount: column.nullable(column.money),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    prepaid_reconciliation: TableOf<typeof reconciliationTable>;
  }
}
