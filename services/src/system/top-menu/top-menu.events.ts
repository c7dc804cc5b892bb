import type { DomainEvent } from '@platform/commands/decider';
import { topMenuResource } from '@services/system/top-menu/top-menu.resource';

export type TopMenuGrantLists = { menuIds: readonly string[] };

/** The menus shown under a top menu (topmenu/grant); carries the full list, so replays are idempotent. */
export type TopMenuMenusGranted = DomainEvent<
  'topMenu.menusGranted',
  TopMenuGrantLists & { topMenuId: string; tenantId: string; grantedBy: string; grantedAt: string }
>;
export const topMenuMenusGranted: TopMenuMenusGranted['type'] = 'topMenu.menusGranted';

/** A removed top menu takes its menus with it. */
export const topMenuRemoved = topMenuResource.events.removed;
