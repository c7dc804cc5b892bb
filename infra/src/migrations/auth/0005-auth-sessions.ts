import { type Kysely, sql } from 'kysely';

/**
 * What login and sessions keep between requests (ARCHITECTURE.md §7), so that every API process
 * sharing the database agrees: the token signing secret, captchas when there is no Redis,
 * rotating refresh tokens and the access tokens revoked by logout.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE platform_secret (
      name text PRIMARY KEY,
      value text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  // The key is text, not uuid: it comes from a request header, and a malformed one must simply
  // not match instead of failing the query.
  await sql`
    CREATE TABLE auth_captcha (
      key text PRIMARY KEY,
      code text NOT NULL,
      expires_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX auth_captcha_expiry ON auth_captcha (expires_at)`.execute(db);

  // Used and revoked rows are kept: presenting a used token again is how theft is detected.
  // replaced_by has no foreign key because the row it names is inserted after the update that
  // claims the old one.
  await sql`
    CREATE TABLE auth_refresh_token (
      id uuid PRIMARY KEY,
      token_hash text NOT NULL UNIQUE,
      family_id uuid NOT NULL,
      tenant_id varchar(12) NOT NULL,
      user_id bigint NOT NULL,
      client_id text NOT NULL,
      dept_id text NOT NULL,
      role_id text NOT NULL,
      issued_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      revoked_at timestamptz,
      replaced_by uuid,
      CHECK (expires_at > issued_at)
    )`.execute(db);
  await sql`CREATE INDEX auth_refresh_token_family ON auth_refresh_token (family_id)`.execute(db);
  await sql`
    CREATE INDEX auth_refresh_token_user ON auth_refresh_token (tenant_id, user_id)
    WHERE revoked_at IS NULL`.execute(db);

  await sql`
    CREATE TABLE auth_revoked_token (
      jti text PRIMARY KEY,
      expires_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX auth_revoked_token_expiry ON auth_revoked_token (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE auth_revoked_token`.execute(db);
  await sql`DROP TABLE auth_refresh_token`.execute(db);
  await sql`DROP TABLE auth_captcha`.execute(db);
  await sql`DROP TABLE platform_secret`.execute(db);
}
