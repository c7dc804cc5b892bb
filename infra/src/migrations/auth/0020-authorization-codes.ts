import { type Kysely, sql } from 'kysely';

/**
 * Codes of the authorization_code grant (single sign-on): issued to a signed-in user for a
 * registered client and redirect address, exchanged once for tokens within minutes. Only the
 * sha256 of a code is kept, so the table gives nobody a usable code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE auth_authorization_code (
      code_hash text PRIMARY KEY,
      client_id text NOT NULL,
      redirect_uri text NOT NULL,
      tenant_id varchar(12) NOT NULL,
      user_id bigint NOT NULL,
      dept_id text NOT NULL,
      role_id text NOT NULL,
      expires_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX auth_authorization_code_expiry ON auth_authorization_code (expires_at)`.execute(db);
}
