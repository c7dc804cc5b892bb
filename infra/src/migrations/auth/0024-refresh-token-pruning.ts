import { type Kysely, sql } from 'kysely';

/**
 * A login clears its user's refresh-token families that have wholly expired, revoked ones
 * included; the user index covered live rows only, so it now covers them all.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX auth_refresh_token_user`.execute(db);
  await sql`CREATE INDEX auth_refresh_token_user ON auth_refresh_token (tenant_id, user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX auth_refresh_token_user`.execute(db);
  await sql`
    CREATE INDEX auth_refresh_token_user ON auth_refresh_token (tenant_id, user_id)
    WHERE revoked_at IS NULL`.execute(db);
}
