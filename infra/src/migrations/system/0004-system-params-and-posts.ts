import { type Kysely, sql } from 'kysely';
import { auditColumns } from '@infra/migrations/audit-columns';

/** Read models of two system resources: parameters (blade-system/param) and posts (blade-system/post). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE blade_param (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      param_name varchar(255) NOT NULL,
      param_key varchar(255) NOT NULL,
      param_value text NOT NULL,
      remark varchar(255),
      ${auditColumns}
    )`.execute(db);
  await sql`CREATE INDEX blade_param_tenant ON blade_param (tenant_id, id)`.execute(db);

  await sql`
    CREATE TABLE blade_post (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      category integer NOT NULL,
      post_code varchar(64) NOT NULL,
      post_name varchar(64) NOT NULL,
      sort integer NOT NULL DEFAULT 0,
      remark varchar(255),
      ${auditColumns}
    )`.execute(db);
  await sql`CREATE INDEX blade_post_tenant ON blade_post (tenant_id, sort, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE blade_post`.execute(db);
  await sql`DROP TABLE blade_param`.execute(db);
}
