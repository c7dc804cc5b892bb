import type { Int8, RecordAuditColumns } from '@infra/schema/column-types';

/** The tree-shaped system records (migration 0008); parent_id 0 is the top level. */
export interface SystemTreeTables {
  blade_dept: BladeDeptTable;
  blade_dict: BladeDictTable;
  blade_dict_biz: BladeDictBizTable;
}

export interface BladeDeptTable extends RecordAuditColumns {
  id: Int8;
  tenant_id: string;
  parent_id: Int8;
  dept_name: string;
  full_name: string | null;
  dept_category: number;
  sort: number;
  remark: string | null;
}

/** A system dictionary entry: platform-wide, so it has no owning tenant. */
export interface BladeDictTable extends RecordAuditColumns {
  id: Int8;
  parent_id: Int8;
  code: string;
  dict_key: string | null;
  dict_value: string;
  sort: number;
  is_sealed: number;
  remark: string | null;
}

export interface BladeDictBizTable extends BladeDictTable {
  tenant_id: string;
}
