import type { Int8, RecordAuditColumns } from '@infra/schema/column-types';

/** Roles, menus and what roles grant (migration 0009); parent_id 0 is the top level. */
export interface AccessTables {
  blade_role: BladeRoleTable;
  blade_menu: BladeMenuTable;
  blade_top_menu: BladeTopMenuTable;
  blade_role_menu: BladeRoleMenuTable;
  blade_top_menu_setting: BladeTopMenuSettingTable;
}

export interface BladeRoleTable extends RecordAuditColumns {
  id: Int8;
  tenant_id: string;
  parent_id: Int8;
  role_name: string;
  role_alias: string;
  sort: number;
}

/** A menu (category 1) or a button (category 2): the platform's catalogue, with no tenant. */
export interface BladeMenuTable extends RecordAuditColumns {
  id: Int8;
  parent_id: Int8;
  code: string;
  name: string;
  alias: string | null;
  path: string | null;
  source: string | null;
  sort: number;
  category: number;
  action: number;
  is_open: number;
  remark: string | null;
}

export interface BladeTopMenuTable extends RecordAuditColumns {
  id: Int8;
  tenant_id: string;
  code: string;
  name: string;
  source: string | null;
  sort: number;
}

/** One row per menu a role grants, written by the role-grant projection alone. */
export interface BladeRoleMenuTable {
  role_id: Int8;
  menu_id: Int8;
  tenant_id: string;
}

/** One row per menu shown under a top menu (migration 0011), written by its projection alone. */
export interface BladeTopMenuSettingTable {
  top_menu_id: Int8;
  menu_id: Int8;
  tenant_id: string;
}
