import { column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** One row per menu shown under a top menu (migration 0011), written by topMenuSettingProjection alone. */
export const topMenuSettingTable = readModelTable('blade_top_menu_setting', {
  top_menu_id: column.int8,
  menu_id: column.int8,
  tenant_id: column.text,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_top_menu_setting: TableOf<typeof topMenuSettingTable>;
  }
}
