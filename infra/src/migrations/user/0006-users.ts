import { type Kysely, sql } from 'kysely';
import { auditColumns } from '@infra/migrations/audit-columns';

/**
 * The read model of users (blade-user). Text columns have no length limits: lengths are checked
 * at the edge, and a read model refusing a value its events hold would stall its projection.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The account is unique per tenant, checked at commit: inside one projection batch an account
  // may pass from one user to another (a rename, then a creation or a swap), and only the state
  // at the end of the batch has to be consistent.
  await sql`
    CREATE TABLE blade_user (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      account text NOT NULL,
      code text,
      user_type integer NOT NULL DEFAULT 1,
      name text NOT NULL,
      real_name text NOT NULL,
      avatar text,
      email text,
      phone text,
      birthday date,
      sex integer,
      role_id text NOT NULL DEFAULT '',
      dept_id text NOT NULL DEFAULT '',
      post_id text NOT NULL DEFAULT '',
      dept_ids text[] GENERATED ALWAYS AS (string_to_array(dept_id, ',')) STORED,
      password_hash text NOT NULL,
      failed_attempts integer NOT NULL DEFAULT 0,
      locked boolean NOT NULL DEFAULT false,
      locked_until timestamptz,
      last_login_time timestamptz,
      last_login_ip text,
      ${auditColumns},
      CONSTRAINT blade_user_account UNIQUE (tenant_id, account) DEFERRABLE INITIALLY DEFERRED
    )`.execute(db);
  await sql`CREATE INDEX blade_user_tenant ON blade_user (tenant_id, id)`.execute(db);
  // user/page filters by department (with its sub-departments): `dept_ids && $ids` uses this
  // index. A GIN over an array generated from dept_id keeps the row the only thing the projection
  // writes, where a user-department link table would need its own delete and insert per batch.
  await sql`CREATE INDEX blade_user_dept ON blade_user USING gin (dept_ids)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE blade_user`.execute(db);
}
