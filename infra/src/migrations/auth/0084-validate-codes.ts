import { type Kysely, sql } from 'kysely';

/**
 * Verification codes sent by SMS (prepaid-message sendValidateMessage): one row per tenant and
 * phone, holding the latest code's keyed hash (never the code), its expiry and wrong tries, and
 * what the send limits count: the last send and the sends of the current day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE auth_validate_code (
      tenant_id varchar(12) NOT NULL,
      phone varchar(11) NOT NULL,
      code_hash text,
      expires_at timestamptz NOT NULL,
      wrong_tries integer NOT NULL DEFAULT 0,
      last_sent_at timestamptz NOT NULL,
      sent_day varchar(10) NOT NULL,
      day_sends integer NOT NULL,
      PRIMARY KEY (tenant_id, phone)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE auth_validate_code`.execute(db);
}
