import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** What system and business dictionary entries share (migration 0008); parent_id 0 is the top level. */
export const dictionaryColumns = {
  id: column.int8,
  parent_id: column.int8,
  code: column.text,
  dict_key: column.nullable(column.text),
  dict_value: column.text,
  sort: column.integer,
  is_sealed: column.integer,
  remark: column.nullable(column.text),
  ...auditColumns,
};

/** System dictionaries (blade-system/dict): platform-wide, so no tenant column. */
export const dictTable = readModelTable('blade_dict', dictionaryColumns);

declare module '@infra/schema/database' {
  interface Database {
    blade_dict: TableOf<typeof dictTable>;
  }
}
