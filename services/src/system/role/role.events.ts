import type { DomainEvent } from '@platform/commands/decider';
import { roleResource } from '@services/system/role/role.resource';

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

/** A role with this alias sees every menu and is never filtered (WIRE.md). */
export const administratorAlias = 'administrator';

/** A removed role takes what it granted with it. */
export const roleRemoved = roleResource.events.removed;
