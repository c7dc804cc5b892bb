import { recordGrantDecider } from '@services/system/grants/record-grant.decider';
import { type RoleGrantLists, roleMenusGranted } from '@services/system/role/role.events';
import { roleResource } from '@services/system/role/role.resource';

/** Grants of a role: only a present role of the caller's tenant may be granted anything. */
export const roleGrantDecider = recordGrantDecider<RoleGrantLists>({
  resource: roleResource,
  granted: roleMenusGranted,
  idKey: 'roleId',
  notFound: '角色不存在',
  lists: ['menuIds', 'dataScopeIds', 'apiScopeIds'],
});
