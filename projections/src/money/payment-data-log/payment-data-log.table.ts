import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** One row per raw notice of the supervise bank, accepted or rejected: written by paymentDataLogProjection. */
export const paymentDataLogTable = readModelTable('prepaid_payment_data_log', {
  id: column.int8,
  tenant_id: column.text,
  bank_serial: column.nullable(column.text),
  payment_no: column.nullable(column.text),
  body: column.text,
  rejected_reason: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    prepaid_payment_data_log: TableOf<typeof paymentDataLogTable>;
  }
}
