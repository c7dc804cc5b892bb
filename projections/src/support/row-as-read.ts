import { camelCasedRow } from '@platform/lang/camel-case';
import type { ReadModelTable, RowOf } from '@projections/support/read-model-table';

/**
 * A row as a projection writes it, as a record read of it answers: its columns in camelCase, the
 * times as the driver reads them (Dates), the rest as written (ids as decimal text, money and
 * dates as the queries select them, as text). A write answers this once the read models hold
 * the row, rather than reading the row back.
 */
export function rowAsRead<Table extends ReadModelTable>(
  table: Table,
  row: RowOf<Table>,
): Record<string, unknown> {
  const read: Record<string, unknown> = { ...row };
  for (const [name, column] of Object.entries(table.columns)) {
    const value = read[name];
    if (column.sqlType === 'timestamptz' && value !== null && value !== undefined)
      read[name] = new Date(value as string | Date);
  }
  return camelCasedRow(read);
}
