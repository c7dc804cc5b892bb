import { menuLinkProjection } from '@projections/system/menu-link/menu-link.projection';
import { topMenuSettingTable } from '@projections/system/top-menu-setting/top-menu-setting.table';
import { topMenuMenusGranted, topMenuRemoved } from '@services/system/top-menu/top-menu.events';

/** The menus shown under each top menu. */
export const topMenuSettingProjection = menuLinkProjection({
  name: 'top-menu-setting-read-model',
  granted: topMenuMenusGranted,
  ownerRemoved: topMenuRemoved,
  table: topMenuSettingTable,
  ownerColumn: 'top_menu_id',
  ownerKey: 'topMenuId',
});
