import { type Kysely, sql } from 'kysely';
import { auditColumns } from '@infra/migrations/audit-columns';

/** Read models of the data-scope and API-scope catalogues (platform records, no tenant column). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE blade_scope_data (
      id bigint PRIMARY KEY,
      menu_id bigint NOT NULL,
      resource_code varchar(255) NOT NULL,
      scope_name varchar(255) NOT NULL,
      scope_field varchar(255),
      scope_class varchar(500),
      scope_column varchar(255),
      scope_type integer NOT NULL,
      scope_value varchar(2000),
      remark varchar(255),
      ${auditColumns}
    )`.execute(db);
  await sql`CREATE INDEX blade_scope_data_menu ON blade_scope_data (menu_id)`.execute(db);

  await sql`
    CREATE TABLE blade_scope_api (
      id bigint PRIMARY KEY,
      menu_id bigint NOT NULL,
      resource_code varchar(255) NOT NULL,
      scope_name varchar(255) NOT NULL,
      scope_path varchar(500) NOT NULL,
      scope_type integer NOT NULL DEFAULT 0,
      remark varchar(255),
      ${auditColumns}
    )`.execute(db);
  await sql`CREATE INDEX blade_scope_api_menu ON blade_scope_api (menu_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE blade_scope_api`.execute(db);
  await sql`DROP TABLE blade_scope_data`.execute(db);
}
