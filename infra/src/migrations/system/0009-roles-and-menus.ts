import { type Kysely, sql } from 'kysely';
import { auditColumns } from '@infra/migrations/audit-columns';

/**
 * Read models of roles (per tenant), menus (the platform's catalogue, no tenant column), top
 * menus (per tenant) and the menus each role grants. parent_id 0 is the top level.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE blade_role (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      parent_id bigint NOT NULL DEFAULT 0,
      role_name varchar(255) NOT NULL,
      role_alias varchar(255) NOT NULL,
      sort integer NOT NULL DEFAULT 0,
      ${auditColumns}
    )`.execute(db);
  await sql`CREATE INDEX blade_role_tree ON blade_role (tenant_id, parent_id, sort)`.execute(db);

  await sql`
    CREATE TABLE blade_menu (
      id bigint PRIMARY KEY,
      parent_id bigint NOT NULL DEFAULT 0,
      code varchar(255) NOT NULL,
      name varchar(255) NOT NULL,
      alias varchar(255),
      path varchar(255),
      source varchar(255),
      sort integer NOT NULL DEFAULT 0,
      category integer NOT NULL,
      action integer NOT NULL DEFAULT 0,
      is_open integer NOT NULL DEFAULT 0,
      remark varchar(255),
      ${auditColumns}
    )`.execute(db);
  await sql`CREATE INDEX blade_menu_tree ON blade_menu (parent_id, sort)`.execute(db);

  await sql`
    CREATE TABLE blade_top_menu (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      code varchar(255) NOT NULL,
      name varchar(255) NOT NULL,
      source varchar(255),
      sort integer NOT NULL DEFAULT 0,
      ${auditColumns}
    )`.execute(db);
  await sql`CREATE INDEX blade_top_menu_tenant ON blade_top_menu (tenant_id, sort)`.execute(db);

  await sql`
    CREATE TABLE blade_role_menu (
      role_id bigint NOT NULL,
      menu_id bigint NOT NULL,
      tenant_id varchar(12) NOT NULL,
      PRIMARY KEY (role_id, menu_id)
    )`.execute(db);
  await sql`CREATE INDEX blade_role_menu_menu ON blade_role_menu (menu_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE blade_role_menu`.execute(db);
  await sql`DROP TABLE blade_top_menu`.execute(db);
  await sql`DROP TABLE blade_menu`.execute(db);
  await sql`DROP TABLE blade_role`.execute(db);
}
