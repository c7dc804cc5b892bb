import type { Decider, DomainEvent } from '@platform/commands/decider';
import { NotFoundError } from '@platform/errors/app-errors';
import type { ResourceRecord } from '@platform/resources/resource.events';
import { roleResource } from '@services/system/role.resource';

export const roleNotFound = '角色不存在';

/** What a role grants; each grant replaces the previous lists whole. */
export interface RoleGrantLists {
  menuIds: readonly string[];
  dataScopeIds: readonly string[];
  apiScopeIds: readonly string[];
}

/** Carries the full lists, not a difference, so that replaying it is idempotent. */
export type RoleMenusGranted = DomainEvent<
  'role.menusGranted',
  RoleGrantLists & { roleId: string; tenantId: string; grantedBy: string; grantedAt: string }
>;
export const roleMenusGranted: RoleMenusGranted['type'] = 'role.menusGranted';

export interface GrantRoleMenus {
  roleId: string;
  tenantId: string;
  lists: RoleGrantLists;
  userId: string;
  at: string;
}

/** The role stream also holds the record's own events (roleResource); only its life matters here. */
type RoleStreamEvent = RoleMenusGranted | DomainEvent<string, unknown>;

type RoleGrantState =
  | { status: 'absent' | 'removed' }
  | { status: 'present'; tenantId: string; granted: RoleGrantLists | undefined };

/** Grants of a role: only a present role of the caller's tenant may be granted anything. */
export const roleGrantDecider: Decider<GrantRoleMenus, RoleStreamEvent, RoleGrantState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case roleResource.events.created:
      case roleResource.events.updated: {
        const record = event.data as ResourceRecord;
        const granted = state.status === 'present' ? state.granted : undefined;
        return { status: 'present', tenantId: record.tenantId!, granted };
      }
      case roleResource.events.removed:
        return { status: 'removed' };
      case roleMenusGranted: {
        if (state.status !== 'present') return state;
        const { menuIds, dataScopeIds, apiScopeIds } = (event as RoleMenusGranted).data;
        return { ...state, granted: { menuIds, dataScopeIds, apiScopeIds } };
      }
      default:
        return state;
    }
  },

  decide(command, state) {
    // Another tenant's role does not exist for the caller, so ids reveal nothing across tenants.
    if (state.status !== 'present' || state.tenantId !== command.tenantId)
      throw new NotFoundError(roleNotFound);
    if (state.granted && sameLists(state.granted, command.lists)) return [];
    return [
      {
        type: roleMenusGranted,
        data: {
          roleId: command.roleId,
          tenantId: command.tenantId,
          ...command.lists,
          grantedBy: command.userId,
          grantedAt: command.at,
        },
      },
    ];
  },
};

function sameLists(a: RoleGrantLists, b: RoleGrantLists): boolean {
  const same = (x: readonly string[], y: readonly string[]) =>
    x.length === y.length && x.every((id, index) => id === y[index]);
  return (
    same(a.menuIds, b.menuIds) && same(a.dataScopeIds, b.dataScopeIds) && same(a.apiScopeIds, b.apiScopeIds)
  );
}
