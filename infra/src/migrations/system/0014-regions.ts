import { type Kysely, sql } from 'kysely';

/**
 * Read model of China's administrative divisions (blade-system/region), shared by every tenant:
 * no tenant column. The code is the key, as in BladeX; top-level regions have parent_code '00'.
 * Levels: 1 province, 2 city, 3 district, 4 street or town, 5 village.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE blade_region (
      code varchar(12) PRIMARY KEY,
      parent_code varchar(12) NOT NULL,
      ancestors varchar(255) NOT NULL,
      name varchar(64) NOT NULL,
      province_code varchar(12),
      province_name varchar(64),
      city_code varchar(12),
      city_name varchar(64),
      district_code varchar(12),
      district_name varchar(64),
      town_code varchar(12),
      town_name varchar(64),
      village_code varchar(12),
      village_name varchar(64),
      region_level integer NOT NULL,
      sort integer NOT NULL DEFAULT 0,
      remark varchar(255)
    )`.execute(db);
  await sql`CREATE INDEX blade_region_parent ON blade_region (parent_code, sort, code)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE blade_region`.execute(db);
}
