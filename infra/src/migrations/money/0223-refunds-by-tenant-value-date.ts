import { type Kysely, sql } from 'kysely';

/**
 * The home page sums a tenant's paid refunds per value date over thirty days
 * (supervised-money.queries.ts), as it sums its charges (0191): tenant first, so that the read
 * takes the tenant's refunds of those days alone rather than every tenant's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX prepaid_refund_order_tenant_value_date
    ON prepaid_refund_order (tenant_id, value_date) WHERE value_date IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX prepaid_refund_order_tenant_value_date`.execute(db);
}
