import { type Kysely, sql } from 'kysely';

/** Each user's settings per client platform (user/update-platform), one row per user and type. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE blade_user_platform (
      user_id bigint NOT NULL,
      user_type integer NOT NULL,
      tenant_id varchar(12) NOT NULL,
      user_ext text,
      update_user bigint,
      update_time timestamptz NOT NULL,
      PRIMARY KEY (user_id, user_type)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE blade_user_platform`.execute(db);
}
