import type { Projection } from '@projections/runner/projection';
import { menuResource } from '@services/system/menu.resource';
import { roleResource } from '@services/system/role.resource';
import { roleMenusGranted, type RoleMenusGranted } from '@services/system/grants/role-grant.decider';

/** Rows per INSERT: three parameters each, well below PostgreSQL's 65,535. */
const insertChunk = 10_000;

/**
 * The menus each role grants (blade_role_menu). A batch keeps the last grant of each role; the
 * rows of every role it touches are deleted in one statement, then the kept grants inserted in
 * one (or a few, for very large batches). A removed role or menu takes its rows with it. Grants
 * carry whole lists, so replays leave the same rows.
 */
export const roleMenuProjection: Projection = {
  name: 'role-menu-read-model',
  handles: [roleMenusGranted, roleResource.events.removed, menuResource.events.removed],
  tables: ['blade_role_menu'],

  async apply(trx, events) {
    const grants = new Map<string, RoleMenusGranted['data'] | undefined>();
    const removedMenus: string[] = [];
    for (const event of events) {
      if (event.type === roleMenusGranted) {
        const data = event.data as RoleMenusGranted['data'];
        grants.set(data.roleId, data);
      } else if (event.type === roleResource.events.removed) {
        grants.set((event.data as { id: string }).id, undefined);
      } else {
        removedMenus.push((event.data as { id: string }).id);
      }
    }
    if (grants.size > 0) {
      await trx
        .deleteFrom('blade_role_menu')
        .where('role_id', 'in', [...grants.keys()])
        .execute();
      const rows = [...grants.values()].flatMap((grant) =>
        grant
          ? grant.menuIds.map((menuId) => ({
              role_id: grant.roleId,
              menu_id: menuId,
              tenant_id: grant.tenantId,
            }))
          : [],
      );
      // Chunked so that a batch of many large grants stays under PostgreSQL's parameter limit.
      for (let start = 0; start < rows.length; start += insertChunk) {
        await trx
          .insertInto('blade_role_menu')
          .values(rows.slice(start, start + insertChunk))
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
    }
    if (removedMenus.length > 0) {
      await trx.deleteFrom('blade_role_menu').where('menu_id', 'in', removedMenus).execute();
    }
  },
};
