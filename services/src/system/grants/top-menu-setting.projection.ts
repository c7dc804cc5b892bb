import { menuLinkProjection } from '@projections/grants/menu-link-projection';
import { topMenuMenusGranted } from '@services/system/grants/top-menu-grant.decider';
import { topMenuResource } from '@services/system/top-menu.resource';

/** The menus shown under each top menu (blade_top_menu_setting). */
export const topMenuSettingProjection = menuLinkProjection({
  name: 'top-menu-setting-read-model',
  granted: topMenuMenusGranted,
  ownerRemoved: topMenuResource.events.removed,
  table: 'blade_top_menu_setting',
  ownerColumn: 'top_menu_id',
  ownerKey: 'topMenuId',
});
