import type { Int8, RecordAuditColumns } from '@infra/schema/column-types';

/**
 * The data-scope and API-scope catalogues (migration 0010): platform records, no tenant; and the
 * scopes each role grants (migration 0023).
 */
export interface ScopeTables {
  blade_scope_data: BladeScopeDataTable;
  blade_scope_api: BladeScopeApiTable;
  blade_role_scope: BladeRoleScopeTable;
}

/** scope_category: 1 a data scope, 2 an API scope. */
export interface BladeRoleScopeTable {
  role_id: Int8;
  scope_category: number;
  scope_id: Int8;
  tenant_id: string;
}

export interface BladeScopeDataTable extends RecordAuditColumns {
  id: Int8;
  menu_id: Int8;
  resource_code: string;
  scope_name: string;
  scope_field: string | null;
  scope_class: string | null;
  scope_column: string | null;
  scope_type: number;
  scope_value: string | null;
  remark: string | null;
}

export interface BladeScopeApiTable extends RecordAuditColumns {
  id: Int8;
  menu_id: Int8;
  resource_code: string;
  scope_name: string;
  scope_path: string;
  scope_type: number;
  remark: string | null;
}
