import { type Kysely, sql } from 'kysely';

/**
 * When the bank paid a cut-payment application: its settlement date (the merchant's money
 * counted T+n working days on, cutPaymentApply's settlementDate) is reckoned from it. Applications
 * already paid take it from their CutPaymentSucceeded event.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE prepaid_cut_payment_apply ADD COLUMN paid_time timestamptz`.execute(db);
  await sql`
    UPDATE prepaid_cut_payment_apply AS application
       SET paid_time = (succeeded.data->>'at')::timestamptz
      FROM es_events AS succeeded
     WHERE succeeded.event_type = 'CutPaymentSucceeded'
       AND succeeded.data->>'id' = application.id::text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE prepaid_cut_payment_apply DROP COLUMN paid_time`.execute(db);
}
