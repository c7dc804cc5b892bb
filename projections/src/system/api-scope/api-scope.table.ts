import { scopeOwnerColumns } from '@projections/system/data-scope/data-scope.table';
import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** The API-scope catalogue (blade-system/api-scope): platform records, no tenant column. */
export const apiScopeTable = readModelTable('blade_scope_api', {
  ...scopeOwnerColumns,
  scope_path: column.text,
  scope_type: column.integer,
  remark: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_scope_api: TableOf<typeof apiScopeTable>;
  }
}
