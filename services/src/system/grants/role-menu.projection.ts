import { menuLinkProjection } from '@projections/grants/menu-link-projection';
import { roleMenusGranted } from '@services/system/grants/role-grant.decider';
import { roleResource } from '@services/system/role.resource';

/** The menus each role grants (blade_role_menu). */
export const roleMenuProjection = menuLinkProjection({
  name: 'role-menu-read-model',
  granted: roleMenusGranted,
  ownerRemoved: roleResource.events.removed,
  table: 'blade_role_menu',
  ownerColumn: 'role_id',
  ownerKey: 'roleId',
});
