import { type Kysely, sql } from 'kysely';

/**
 * Which user each third-party identity signs in as: a read model of the identity streams
 * (register-guest claims an identity for the user it creates), kept apart from the identities
 * themselves, which the social grant records as it meets them and no projection may rebuild.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE blade_user_oauth DROP COLUMN user_id`.execute(db);
  await sql`
    CREATE TABLE blade_user_oauth_claim (
      oauth_id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      user_id bigint NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX blade_user_oauth_claim_user ON blade_user_oauth_claim (user_id)`.execute(db);
}
