import { type Kysely, sql } from 'kysely';
import { forgetTenantRowCounts, keepTenantRowCounts } from '@infra/migrations/tenant-row-counts';

/** The tenant tables of the system context's plain records, which list pages count. */
const listedTables = [
  'blade_param',
  'blade_post',
  'blade_dept',
  'blade_dict_biz',
  'blade_role',
  'blade_top_menu',
];

/**
 * Lists of sorted records read `sort` ascending, then the newest id first (resource.repository.ts):
 * indexes in exactly that order let page 1 stop after its rows instead of sorting the tenant's.
 * Every tenant table of a plain record keeps its count, the total of its unfiltered list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX blade_post_tenant`.execute(db);
  await sql`CREATE INDEX blade_post_list ON blade_post (tenant_id, sort, id DESC)`.execute(db);
  await sql`DROP INDEX blade_top_menu_tenant`.execute(db);
  await sql`CREATE INDEX blade_top_menu_list ON blade_top_menu (tenant_id, sort, id DESC)`.execute(db);
  for (const table of listedTables) await keepTenantRowCounts(db, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of listedTables) await forgetTenantRowCounts(db, table);
  await sql`DROP INDEX blade_top_menu_list`.execute(db);
  await sql`CREATE INDEX blade_top_menu_tenant ON blade_top_menu (tenant_id, sort)`.execute(db);
  await sql`DROP INDEX blade_post_list`.execute(db);
  await sql`CREATE INDEX blade_post_tenant ON blade_post (tenant_id, sort, id)`.execute(db);
}
