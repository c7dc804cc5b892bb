import { type Kysely, sql } from 'kysely';

/** Signing in by phone code finds the account by its phone within the tenant. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX blade_user_phone ON blade_user (tenant_id, phone)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX blade_user_phone`.execute(db);
}
