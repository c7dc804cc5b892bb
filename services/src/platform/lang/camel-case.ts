/**
 * The camelCase wire names of snake_case columns, made once per column: every record a read
 * answers renames each of its columns, and a regular expression per column and row took 6.7% of
 * the product's JavaScript time answering GET param/list. Columns are the schema's, so the
 * names kept stay few.
 */
const camelByColumn = new Map<string, string>();

/**
 * A snake_case column as its camelCase wire name: create_time → createTime. The inverse of
 * snakeCase, which maps a field back to its column: only a letter after '_' is raised, so
 * line_2 stays line_2 (as line2 its column would be line2).
 */
export function camelCase(column: string): string {
  let camel = camelByColumn.get(column);
  if (camel === undefined) {
    camel = column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
    camelByColumn.set(column, camel);
  }
  return camel;
}

/** A row with its columns renamed to their camelCase wire names, values untouched. */
export function camelCasedRow(row: Record<string, unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const column of Object.keys(row)) record[camelCase(column)] = row[column];
  return record;
}
