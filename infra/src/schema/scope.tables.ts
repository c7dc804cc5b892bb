import type { Int8, RecordAuditColumns } from '@infra/schema/column-types';

/** The data-scope and API-scope catalogues (migration 0010): platform records, no tenant. */
export interface ScopeTables {
  blade_scope_data: BladeScopeDataTable;
  blade_scope_api: BladeScopeApiTable;
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
