import { type Kysely, sql } from 'kysely';

/**
 * A consumption names its order's payment number (OrderConsumed carries it from now on), so the
 * consumptions list shows and searches by the number operators know. Consumptions recorded before
 * keep none, as their events hold none: a rebuild writes the rows this leaves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE prepaid_order_consume ADD COLUMN payment_no text`.execute(db);
  await sql`CREATE INDEX prepaid_order_consume_payment
              ON prepaid_order_consume (tenant_id, payment_no, create_time DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE prepaid_order_consume DROP COLUMN payment_no`.execute(db);
}
