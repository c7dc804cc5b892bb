import { menuLinkProjection } from '@projections/system/menu-link/menu-link.projection';
import { roleMenuTable } from '@projections/system/role-menu/role-menu.table';
import { roleMenusGranted, roleRemoved } from '@services/system/role/role.events';

/** The menus each role grants. */
export const roleMenuProjection = menuLinkProjection({
  name: 'role-menu-read-model',
  granted: roleMenusGranted,
  ownerRemoved: roleRemoved,
  table: roleMenuTable,
  ownerColumn: 'role_id',
  ownerKey: 'roleId',
});
