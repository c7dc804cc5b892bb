import { type Kysely, sql } from 'kysely';

/** The menus shown under each top menu (topmenu/grant), written by their projection alone. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE blade_top_menu_setting (
      top_menu_id bigint NOT NULL,
      menu_id bigint NOT NULL,
      tenant_id varchar(12) NOT NULL,
      PRIMARY KEY (top_menu_id, menu_id)
    )`.execute(db);
  await sql`CREATE INDEX blade_top_menu_setting_menu ON blade_top_menu_setting (menu_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE blade_top_menu_setting`.execute(db);
}
