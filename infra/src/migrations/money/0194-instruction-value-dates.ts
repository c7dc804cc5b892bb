import { type Kysely, sql } from 'kysely';

/**
 * The bank's business date of each paid cut-payment and refund: reconciliation matches a day's
 * statement against the instructions the bank executed that day by this date, not by when our
 * record was written (which can fall on another day, or move when a refund's provision is
 * released later). Instructions already executed take it from their success event; one recorded
 * before the bank's date was kept takes that event's UTC date, as reconciliation read it then.
 * Indexed for a day's read of each.
 */
const tables = [
  { table: 'prepaid_cut_payment_apply', event: 'CutPaymentSucceeded' },
  { table: 'prepaid_refund_order', event: 'RefundOrderSucceeded' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, event } of tables) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN value_date date`.execute(db);
    await sql`
      UPDATE ${sql.table(table)} AS instruction
         SET value_date = coalesce(
               (executed.data->>'valueDate')::date,
               ((executed.data->>'at')::timestamptz AT TIME ZONE 'UTC')::date)
        FROM es_events AS executed
       WHERE executed.event_type = ${event}
         AND executed.data->>'id' = instruction.id::text
         AND executed.data->>'serial' = instruction.serial`.execute(db);
    await sql`CREATE INDEX ${sql.id(`${table}_value_date`)} ON ${sql.table(table)} (value_date)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of tables)
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN value_date`.execute(db);
}
