import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** One row per cut-payment application, with its latest submission: written by cutPaymentProjection. */
export const cutPaymentTable = readModelTable('prepaid_cut_payment_apply', {
  id: column.int8,
  tenant_id: column.text,
  merchant_id: column.int8,
  org_payment_no: column.text,
  batch_no: column.text,
  amount: column.money,
  account_no: column.text,
  account_name: column.text,
  serial: column.nullable(column.text),
  bank_serial: column.nullable(column.text),
  fail_reason: column.nullable(column.text),
  contract_link: column.nullable(column.text),
  /** When the bank paid it; null until then. */
  paid_time: column.nullable(column.timestamptz),
  /** The bank's business date of the payment (bank-value-date.wire.ts); null until paid. */
  value_date: column.nullable(column.date),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    prepaid_cut_payment_apply: TableOf<typeof cutPaymentTable>;
  }
}
