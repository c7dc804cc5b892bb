import type { DomainEvent } from '@platform/commands/decider';
import { type GrantToRecord, recordGrantDecider } from '@services/system/grants/record-grant.decider';
import { roleResource } from '@services/system/role.resource';

export const roleNotFound = '角色不存在';

/** What a role grants; each grant replaces the previous lists whole. */
export type RoleGrantLists = {
  menuIds: readonly string[];
  dataScopeIds: readonly string[];
  apiScopeIds: readonly string[];
};

/** Carries the full lists, not a difference, so that replaying it is idempotent. */
export type RoleMenusGranted = DomainEvent<
  'role.menusGranted',
  RoleGrantLists & { roleId: string; tenantId: string; grantedBy: string; grantedAt: string }
>;
export const roleMenusGranted: RoleMenusGranted['type'] = 'role.menusGranted';

export type GrantRoleMenus = GrantToRecord<RoleGrantLists>;

/** Grants of a role: only a present role of the caller's tenant may be granted anything. */
export const roleGrantDecider = recordGrantDecider<RoleGrantLists>({
  resource: roleResource,
  granted: roleMenusGranted,
  idKey: 'roleId',
  notFound: roleNotFound,
  listsOf: (data) => {
    const { menuIds, dataScopeIds, apiScopeIds } = data as RoleMenusGranted['data'];
    return { menuIds, dataScopeIds, apiScopeIds };
  },
});
