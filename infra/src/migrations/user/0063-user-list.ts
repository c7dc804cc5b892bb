import { type Kysely, sql } from 'kysely';
import { forgetTenantRowCounts, keepTenantRowCounts } from '@infra/migrations/tenant-row-counts';

/**
 * user/page reads a tenant's users newest first (user.queries.ts): an index in that order, and
 * the count of the tenant's users kept for its unfiltered total.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX blade_user_list ON blade_user (tenant_id, create_time DESC, id DESC)`.execute(db);
  await keepTenantRowCounts(db, 'blade_user');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await forgetTenantRowCounts(db, 'blade_user');
  await sql`DROP INDEX blade_user_list`.execute(db);
}
