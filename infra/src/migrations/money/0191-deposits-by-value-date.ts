import { type Kysely, sql } from 'kysely';

/**
 * Charges are read by the bank's value date: a day's reconciliation reads every charge of its
 * day (our-records.queries.ts), and the home page sums a tenant's charges per value date over
 * thirty days (supervised-money.queries.ts). Without these, both read the whole table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX prepaid_order_depository_value_date ON prepaid_order_depository (value_date)`.execute(
    db,
  );
  await sql`CREATE INDEX prepaid_order_depository_tenant_value_date
    ON prepaid_order_depository (tenant_id, value_date)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX prepaid_order_depository_tenant_value_date`.execute(db);
  await sql`DROP INDEX prepaid_order_depository_value_date`.execute(db);
}
