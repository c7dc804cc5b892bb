import { type Kysely, sql } from 'kysely';

/**
 * unionOrder/list shows each order with the charge matched to it (order.queries.ts): the charge is
 * found by its order, so a page of orders reads a few charges rather than all of the tenant's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX prepaid_order_depository_order ON prepaid_order_depository (tenant_id, order_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX prepaid_order_depository_order`.execute(db);
}
