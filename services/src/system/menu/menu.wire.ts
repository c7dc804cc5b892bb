import { z } from 'zod';
import { treeNode, wire } from '@platform/http/wire-shapes';

/**
 * The shapes of blade-system/menu's own answers (menu.controller.ts), declared once here as the
 * answers' schemas (/api/docs, and checked against every answer in tests), with the node types
 * menu-tree.ts builds. Trees nest through `children`, absent on a leaf.
 */

/** What every menu answer shows of a menu row; parentId "0" is the top level. */
export const menuItem = z.strictObject({
  id: wire.id,
  parentId: wire.id,
  code: z.string(),
  name: z.string(),
  alias: z.string().nullable(),
  path: z.string().nullable(),
  source: z.string().nullable(),
  sort: z.number().int(),
  /** 1 a menu, 2 a button. */
  category: z.number().int(),
  isOpen: z.number().int(),
});
export type MenuItem = z.output<typeof menuItem>;

const menuNodeFields = menuItem.extend({
  meta: z.strictObject({ i18n: z.string(), keepAlive: z.boolean() }),
});

/** A node of menu/routes and menu/buttons (WIRE.md "Menus and permissions"). */
export type MenuNode = z.output<typeof menuNodeFields> & {
  /** Absent on a leaf: the console turns every leaf's code into a permission flag. */
  children?: MenuNode[];
};

export const menuNode: z.ZodType<MenuNode> = z.lazy(() =>
  menuNodeFields.extend({ children: z.array(menuNode).optional() }),
);

const menuRecordFields = menuItem.extend({
  action: z.number().int(),
  remark: z.string().nullable(),
  status: z.number().int(),
  hasChildren: z.boolean(),
});

/** A menu as menu-list (nested) and lazy-menu-list (one level, no children) answer it. */
export type MenuRecordNode = z.output<typeof menuRecordFields> & { children?: MenuRecordNode[] };

export const menuRecordNode: z.ZodType<MenuRecordNode> = z.lazy(() =>
  menuRecordFields.extend({ children: z.array(menuRecordNode).optional() }),
);

/** menu/grant-tree: every menu and button, and the data and API scopes under their menus. */
export const grantTrees = z.strictObject({
  menu: z.array(treeNode),
  dataScope: z.array(treeNode),
  apiScope: z.array(treeNode),
});

/** menu/role-tree-keys: the menu, data-scope and API-scope ids the roles grant. */
export const grantedKeys = z.strictObject({
  menu: z.array(wire.id),
  dataScope: z.array(wire.id),
  apiScope: z.array(wire.id),
});

/** menu/grant-top-tree: the menus the caller may put under a top menu. */
export const topGrantTree = z.strictObject({ menu: z.array(treeNode) });

/** menu/top-tree-keys: the menu ids shown under the top menus. */
export const topGrantedKeys = z.strictObject({ menu: z.array(wire.id) });
