import { column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** scope_category: what kind of scope a row grants. */
export const scopeCategory = { data: 1, api: 2 } as const;
export type ScopeKind = keyof typeof scopeCategory;

/** One row per data or API scope a role grants (migration 0023), written by roleScopeProjection alone. */
export const roleScopeTable = readModelTable('blade_role_scope', {
  role_id: column.int8,
  scope_category: column.integer,
  scope_id: column.int8,
  tenant_id: column.text,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_role_scope: TableOf<typeof roleScopeTable>;
  }
}
