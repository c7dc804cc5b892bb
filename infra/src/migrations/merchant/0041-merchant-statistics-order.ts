import { type Kysely, sql } from 'kysely';

/**
 * Statistics are paged and exported in (day, merchant) order with a keyset cursor: an index in
 * that order lets each step read its rows in place instead of sorting a day's merchants again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS prepaid_merchant_statistics_day`.execute(db);
  await sql`CREATE INDEX prepaid_merchant_statistics_order ON prepaid_merchant_statistics (tenant_id, stat_date, merchant_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX prepaid_merchant_statistics_order`.execute(db);
  await sql`CREATE INDEX prepaid_merchant_statistics_day ON prepaid_merchant_statistics (tenant_id, stat_date)`.execute(
    db,
  );
}
