import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** What data and API scopes share (migration 0010): the menu whose resource they limit, and a name. */
export const scopeOwnerColumns = {
  id: column.int8,
  menu_id: column.int8,
  resource_code: column.text,
  scope_name: column.text,
};

/** The data-scope catalogue (blade-system/data-scope): platform records, no tenant column. */
export const dataScopeTable = readModelTable('blade_scope_data', {
  ...scopeOwnerColumns,
  scope_field: column.nullable(column.text),
  scope_class: column.nullable(column.text),
  scope_column: column.nullable(column.text),
  scope_type: column.integer,
  scope_value: column.nullable(column.text),
  remark: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_scope_data: TableOf<typeof dataScopeTable>;
  }
}
