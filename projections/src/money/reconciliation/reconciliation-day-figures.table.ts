import { column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** A reconciled day's figures, one row per tenant: written by reconciliationProjection (migration 0213). */
export const reconciliationDayFiguresTable = readModelTable('prepaid_reconciliation_day_figures', {
  tenant_id: column.text,
  recon_date: column.date,
  /** The statement's own figures, on the platform's row only. */
  statement_lines: column.nullable(column.integer),
  opening_balance: column.nullable(column.money),
  closing_balance: column.nullable(column.money),
  bank_net: column.nullable(column.money),
  our_net: column.nullable(column.money),
  charge_count: column.integer,
  charge_amount: column.money,
  transfer_count: column.integer,
  transfer_amount: column.money,
  refund_count: column.integer,
  refund_amount: column.money,
  difference_count: column.integer,
});

declare module '@infra/schema/database' {
  interface Database {
    prepaid_reconciliation_day_figures: TableOf<typeof reconciliationDayFiguresTable>;
  }
}
