/**
 * The camelCase wire names of snake_case columns, made once per column: every record a read
 * answers renames each of its columns, and a regular expression per column and row took 6.7% of
 * the product's JavaScript time answering GET param/list. Columns are the schema's, so the
 * names kept stay few.
 */
const camelByColumn = new Map<string, string>();

/** A snake_case column as its camelCase wire name: create_time → createTime. */
export function camelCase(column: string): string {
  let camel = camelByColumn.get(column);
  if (camel === undefined) {
    camel = column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
    camelByColumn.set(column, camel);
  }
  return camel;
}
