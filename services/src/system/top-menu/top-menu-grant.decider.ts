import { recordGrantDecider } from '@services/system/grants/record-grant.decider';
import { type TopMenuGrantLists, topMenuMenusGranted } from '@services/system/top-menu/top-menu.events';
import { topMenuResource } from '@services/system/top-menu/top-menu.resource';

/** Only a present top menu of the caller's tenant may be given menus. */
export const topMenuGrantDecider = recordGrantDecider<TopMenuGrantLists>({
  resource: topMenuResource,
  granted: topMenuMenusGranted,
  idKey: 'topMenuId',
  notFound: '顶部菜单不存在',
  lists: ['menuIds'],
});
