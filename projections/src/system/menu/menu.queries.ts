import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '@infra/schema/database';

export type MenuRow = Selectable<Database['blade_menu']>;

/** Reads of the menu catalogue, whole or as the caller's roles show it. */
export class MenuQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** The whole catalogue in sibling order: menus stay a few hundred rows. */
  all(): Promise<MenuRow[]> {
    return this.db.selectFrom('blade_menu').selectAll().orderBy('sort').orderBy('id').execute();
  }

  /**
   * The items of one category the roles grant (every item when `everything`), with all their
   * ancestors, in sibling order. The ancestors are walked up in SQL so that one query answers.
   */
  async visible(
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
