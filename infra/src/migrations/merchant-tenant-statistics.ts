import { type Kysely, sql } from 'kysely';

/**
 * A merchant belongs to one tenant, which the planner cannot know by itself: on a table of
 * merchants' rows it takes the tenant's share of the rows times the merchant's, so one merchant's
 * rows look like a fraction of what they are (half, with two tenants). A dependency statistic on
 * (tenant_id, merchant_id) undoes that; ANALYZE fills it. Migration 0190 made the first, for orders.
 */
export async function keepMerchantTenantStatistics(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`
    CREATE STATISTICS ${sql.id(`${table}_merchant_tenant`)} (dependencies)
      ON tenant_id, merchant_id FROM ${sql.table(table)}`.execute(db);
}

export async function forgetMerchantTenantStatistics(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`DROP STATISTICS ${sql.id(`${table}_merchant_tenant`)}`.execute(db);
}
