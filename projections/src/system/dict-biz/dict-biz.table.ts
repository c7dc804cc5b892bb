import { dictionaryColumns } from '@projections/system/dict/dict.table';
import { column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** Business dictionaries (blade-system/dict-biz): each tenant's own, shaped like system ones. */
export const dictBizTable = readModelTable('blade_dict_biz', {
  ...dictionaryColumns,
  tenant_id: column.text,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_dict_biz: TableOf<typeof dictBizTable>;
  }
}
