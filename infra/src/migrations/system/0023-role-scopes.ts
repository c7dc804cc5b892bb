import { type Kysely, sql } from 'kysely';

/** The data scopes (category 1) and API scopes (category 2) each role grants. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE blade_role_scope (
      role_id bigint NOT NULL,
      scope_category smallint NOT NULL,
      scope_id bigint NOT NULL,
      tenant_id varchar(12) NOT NULL,
      PRIMARY KEY (role_id, scope_category, scope_id)
    )`.execute(db);
  await sql`CREATE INDEX blade_role_scope_scope ON blade_role_scope (scope_id)`.execute(db);
}
