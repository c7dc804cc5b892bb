import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { BladeMenuTable } from '@infra/schema/access.tables';
import { administratorAlias } from '@services/system/role.resource';

export type MenuRow = Selectable<BladeMenuTable>;

/** Reads of roles' grants: the menu catalogue, the links of roles, and menus seen through roles. */
export class GrantsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The whole catalogue in sibling order: menus stay a few hundred rows. */
  allMenus(): Promise<MenuRow[]> {
    return this.db.selectFrom('blade_menu').selectAll().orderBy('sort').orderBy('id').execute();
  }

  /** Those of the ids that name no menu. */
  async missingMenus(ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const found = await this.db.selectFrom('blade_menu').select('id').where('id', 'in', ids).execute();
    const present = new Set(found.map((row) => row.id));
    return ids.filter((id) => !present.has(id));
  }

  /** The menus granted to any of the tenant's roles, each once. */
  async grantedMenuIds(tenantId: string, roleIds: readonly string[]): Promise<string[]> {
    if (roleIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('blade_role_menu')
      .select('menu_id')
      .distinct()
      .where('tenant_id', '=', tenantId)
      .where('role_id', 'in', roleIds)
      .orderBy('menu_id')
      .execute();
    return rows.map((row) => row.menu_id);
  }

  /** The menus shown under any of the tenant's top menus, each once. */
  async topMenuMenuIds(tenantId: string, topMenuIds: readonly string[]): Promise<string[]> {
    if (topMenuIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('blade_top_menu_setting')
      .select('menu_id')
      .distinct()
      .where('tenant_id', '=', tenantId)
      .where('top_menu_id', 'in', topMenuIds)
      .orderBy('menu_id')
      .execute();
    return rows.map((row) => row.menu_id);
  }

  /** Whether one of the roles is the tenant's administrator, who sees every menu. */
  async includesAdministrator(tenantId: string, roleIds: readonly string[]): Promise<boolean> {
    if (roleIds.length === 0) return false;
    const row = await this.db
      .selectFrom('blade_role')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', roleIds)
      .where('role_alias', '=', administratorAlias)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Whether one of the tenant's roles is granted the button (or menu) with this code. */
  async grantsCode(tenantId: string, roleIds: readonly string[], code: string): Promise<boolean> {
    if (roleIds.length === 0) return false;
    const row = await this.db
      .selectFrom('blade_role_menu')
      .innerJoin('blade_menu', 'blade_menu.id', 'blade_role_menu.menu_id')
      .select('blade_role_menu.menu_id')
      .where('blade_role_menu.tenant_id', '=', tenantId)
      .where('blade_role_menu.role_id', 'in', roleIds)
      .where('blade_menu.code', '=', code)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The items of one category the roles grant (every item when `everything`), with all their
   * ancestors, in sibling order. The ancestors are walked up in SQL so that one query answers.
   */
  async visibleMenus(
    tenantId: string,
    roleIds: readonly string[],
    category: number,
    everything: boolean,
    topMenuId?: string,
  ): Promise<MenuRow[]> {
    // Under a top menu, only the menus granted to it (topmenu/grant) seed the walk, as in BladeX.
    const underTopMenu = topMenuId
      ? sql`AND m.id IN (SELECT s.menu_id FROM blade_top_menu_setting s
                          WHERE s.top_menu_id = ${topMenuId} AND s.tenant_id = ${tenantId})`
      : sql``;
    const seeds = everything
      ? sql`SELECT m.id, m.parent_id FROM blade_menu m WHERE m.category = ${category} ${underTopMenu}`
      : sql`SELECT m.id, m.parent_id FROM blade_menu m
              JOIN blade_role_menu rm ON rm.menu_id = m.id
             WHERE m.category = ${category} AND rm.tenant_id = ${tenantId}
               AND rm.role_id = ANY(${[...roleIds]}::bigint[]) ${underTopMenu}`;
    const { rows } = await sql<MenuRow>`
      WITH RECURSIVE visible (id, parent_id) AS (
        ${seeds}
        UNION
        SELECT p.id, p.parent_id FROM blade_menu p JOIN visible v ON p.id = v.parent_id
      )
      SELECT m.* FROM blade_menu m WHERE m.id IN (SELECT id FROM visible)
       ORDER BY m.sort, m.id`.execute(this.db);
    return rows;
  }
}
