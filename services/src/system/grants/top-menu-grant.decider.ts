import type { DomainEvent } from '@platform/commands/decider';
import { recordGrantDecider } from '@services/system/grants/record-grant.decider';
import { topMenuResource } from '@services/system/top-menu.resource';

export const topMenuNotFound = '顶部菜单不存在';

export type TopMenuGrantLists = { menuIds: readonly string[] };

/** The menus shown under a top menu (topmenu/grant); carries the full list, so replays are idempotent. */
export type TopMenuMenusGranted = DomainEvent<
  'topMenu.menusGranted',
  TopMenuGrantLists & { topMenuId: string; tenantId: string; grantedBy: string; grantedAt: string }
>;
export const topMenuMenusGranted: TopMenuMenusGranted['type'] = 'topMenu.menusGranted';

/** Only a present top menu of the caller's tenant may be given menus. */
export const topMenuGrantDecider = recordGrantDecider<TopMenuGrantLists>({
  resource: topMenuResource,
  granted: topMenuMenusGranted,
  idKey: 'topMenuId',
  notFound: topMenuNotFound,
  listsOf: (data) => ({ menuIds: (data as TopMenuMenusGranted['data']).menuIds }),
});
