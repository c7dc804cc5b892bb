import { type Kysely, sql } from 'kysely';

/**
 * Third-party login (the social grant): the state of each sign-in sent to a provider, kept until
 * the provider sends the user back (only its sha256), and the third-party identities seen, each
 * bound to the user it signs in as once a registration is approved.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE auth_social_state (
      state_hash text PRIMARY KEY,
      source text NOT NULL,
      tenant_id varchar(12) NOT NULL,
      code_verifier text NOT NULL,
      expires_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX auth_social_state_expiry ON auth_social_state (expires_at)`.execute(db);

  await sql`
    CREATE TABLE blade_user_oauth (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      source text NOT NULL,
      uuid text NOT NULL,
      user_id bigint,
      username text,
      nickname text,
      email text,
      avatar text,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, source, uuid)
    )`.execute(db);
}
