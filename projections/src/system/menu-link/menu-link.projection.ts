import { sql } from 'kysely';
import type { Projection } from '@projections/runner/projection';
import type { ReadModelTable } from '@projections/support/read-model-table';
import { menuRemoved } from '@services/system/menu/menu.events';

/** Rows per INSERT: three parameters each, well below PostgreSQL's 65,535. */
const insertChunk = 10_000;

/** A grant event's data: the owner's id under `ownerKey`, its tenant and the full menu list. */
type MenuGrant = { tenantId: string; menuIds: readonly string[] } & Record<string, unknown>;

/** A table of (owner, menu_id, tenant_id) rows. */
type MenuLinkTable = ReadModelTable<
  string,
  Record<'menu_id' | 'tenant_id', ReadModelTable['columns'][string]>
>;

export interface MenuLinkSpec<Table extends MenuLinkTable> {
  name: string;
  /** The event that replaces an owner's menus whole. */
  granted: string;
  /** The event that removes the owner (a role, a top menu), taking its rows with it. */
  ownerRemoved: string;
  table: Table;
  ownerColumn: Exclude<keyof Table['columns'] & string, 'menu_id' | 'tenant_id'>;
  ownerKey: string;
}

/**
 * The menus each owner (a role, a top menu) is linked to. A batch keeps the last grant of each
 * owner; the rows of every owner it touches are deleted in one statement, then the kept grants
 * inserted in one (or a few, for very large batches). A removed owner or menu takes its rows
 * with it. Grants carry whole lists, so replays leave the same rows.
 */
export function menuLinkProjection<Table extends MenuLinkTable>(spec: MenuLinkSpec<Table>): Projection {
  const table = sql.table(spec.table.name);
  const owner = sql.ref(spec.ownerColumn);
  return {
    name: spec.name,
    handles: [spec.granted, spec.ownerRemoved, menuRemoved],
    tables: [spec.table.name],

    async apply(trx, events) {
      const grants = new Map<string, MenuGrant | undefined>();
      const removedMenus: string[] = [];
      for (const event of events) {
        const data = event.data as MenuGrant;
        if (event.type === spec.granted) grants.set(String(data[spec.ownerKey]), data);
        else if (event.type === spec.ownerRemoved) grants.set(String(data.id), undefined);
        else removedMenus.push(String(data.id));
      }
      if (grants.size > 0) {
        await sql`DELETE FROM ${table} WHERE ${owner} = ANY(${[...grants.keys()]}::bigint[])`.execute(trx);
        const rows = [...grants].flatMap(([ownerId, grant]) =>
          grant
            ? grant.menuIds.map((menuId) => ({ owner: ownerId, menu: menuId, tenant: grant.tenantId }))
            : [],
        );
        // Chunked so that a batch of many large grants stays under PostgreSQL's parameter limit.
        for (let start = 0; start < rows.length; start += insertChunk) {
          const values = rows
            .slice(start, start + insertChunk)
            .map((row) => sql`(${row.owner}::bigint, ${row.menu}::bigint, ${row.tenant})`);
          await sql`INSERT INTO ${table} (${owner}, menu_id, tenant_id) VALUES ${sql.join(values)}
                    ON CONFLICT DO NOTHING`.execute(trx);
        }
      }
      if (removedMenus.length > 0) {
        await sql`DELETE FROM ${table} WHERE menu_id = ANY(${removedMenus}::bigint[])`.execute(trx);
      }
    },
  };
}
