import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';

/** A table of menus linked to owners (menu-link.projection.ts): its name and owner column. */
export interface MenuLink {
  table: keyof Database & string;
  ownerColumn: string;
}

/** Reads of one menu-link table; each kind of owner (roles, top menus) has a subclass naming its table. */
export class MenuLinkQueries {
  constructor(
    protected readonly db: Kysely<Database>,
    private readonly link: MenuLink,
  ) {}

  /** The menus linked to any of the tenant's owners, each once. */
  async menuIds(tenantId: string, ownerIds: readonly string[]): Promise<string[]> {
    if (ownerIds.length === 0) return [];
    const { rows } = await sql<{ menu_id: string }>`
      SELECT DISTINCT menu_id FROM ${sql.table(this.link.table)}
       WHERE tenant_id = ${tenantId} AND ${sql.ref(this.link.ownerColumn)} = ANY(${[...ownerIds]}::bigint[])
       ORDER BY menu_id`.execute(this.db);
    return rows.map((row) => row.menu_id);
  }
}
