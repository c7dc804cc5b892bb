import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** One row per card, each bound to the order it was created with: written by cardProjection. */
export const cardTable = readModelTable('prepaid_card_info', {
  id: column.int8,
  tenant_id: column.text,
  order_id: column.int8,
  card_no: column.text,
  holder_name: column.text,
  holder_phone: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    prepaid_card_info: TableOf<typeof cardTable>;
  }
}
