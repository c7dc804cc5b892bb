import { z } from 'zod';
import { idListSchema, idSchema } from '@platform/http/id-schemas';
import type { ListSpec } from '@platform/http/list-request';
import { parentIdSchema } from '@platform/resource-registry/resource-field';

/** menu/role-tree-keys: the roles whose grants to answer. */
export const roleIdsQuery = z.object({ roleIds: idListSchema });
export type RoleIdsQuery = z.output<typeof roleIdsQuery>;

/** menu/routes: blank means every top menu, as the console sends topMenuId= before one is chosen. */
export const topMenuQuery = z.object({
  topMenuId: z.preprocess((value) => (value === '' ? undefined : value), idSchema.optional()),
});
export type TopMenuQuery = z.output<typeof topMenuQuery>;

/** menu/top-tree-keys: the top menus whose menus to answer. */
export const topMenuIdsQuery = z.object({ topMenuIds: idListSchema });
export type TopMenuIdsQuery = z.output<typeof topMenuIdsQuery>;

/** menu/lazy-menu-list: the level to answer, "0" (default) the top one. */
export const parentQuery = z.object({ parentId: parentIdSchema });
export type ParentQuery = z.output<typeof parentQuery>;

/** menu/menu-list: name, code and alias filter by "contains". */
export const menuCatalogueList = {
  filterable: { name: 'text', code: 'text', alias: 'text' },
} as const satisfies ListSpec;
