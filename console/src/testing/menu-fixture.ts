import type { MenuNode } from '@console/lib/session/session.types';

function menuNode(path: string, code: string, name: string, children?: MenuNode[]): MenuNode {
  return { id: code, code, name, path, source: null, sort: 1, category: 1, children };
}

/** A seeded page, which has an English name. */
export const goodsMouldsMenu = menuNode('/prepaid/goods-mould', 'goods_mould', '商品模板');

/** A page an administrator added: the seeds don't know its code, so it has no English name. */
export const addedMenu = menuNode('/prepaid/own-report', 'own_report', '自建报表');

/** Both pages under the seeded prepaid module, as menu/routes answers them. */
export const prepaidMenu: MenuNode[] = [
  menuNode('/prepaid', 'prepaid', '预付业务', [goodsMouldsMenu, addedMenu]),
];
