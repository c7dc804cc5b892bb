import { type Kysely, sql } from 'kysely';
import { auditColumns } from '@infra/migrations/audit-columns';

/**
 * Read models of the system trees: departments and business dictionaries per tenant, system
 * dictionaries for the whole platform (no tenant column). parent_id 0 is the top level.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE blade_dept (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      parent_id bigint NOT NULL DEFAULT 0,
      dept_name varchar(45) NOT NULL,
      full_name varchar(45),
      dept_category integer NOT NULL DEFAULT 0,
      sort integer NOT NULL DEFAULT 0,
      remark varchar(255),
      ${auditColumns}
    )`.execute(db);
  await sql`CREATE INDEX blade_dept_tree ON blade_dept (tenant_id, parent_id, sort)`.execute(db);

  for (const [table, owned] of [
    ['blade_dict', false],
    ['blade_dict_biz', true],
  ] as const) {
    await sql`
      CREATE TABLE ${sql.table(table)} (
        id bigint PRIMARY KEY,
        ${owned ? sql`tenant_id varchar(12) NOT NULL,` : sql``}
        parent_id bigint NOT NULL DEFAULT 0,
        code varchar(255) NOT NULL,
        dict_key varchar(255),
        dict_value varchar(255) NOT NULL,
        sort integer NOT NULL DEFAULT 0,
        is_sealed integer NOT NULL DEFAULT 0,
        remark varchar(255),
        ${auditColumns}
      )`.execute(db);
    const columns = owned ? sql`tenant_id, code, sort` : sql`code, sort`;
    await sql`CREATE INDEX ${sql.id(`${table}_code`)} ON ${sql.table(table)} (${columns})`.execute(db);
    const tree = owned ? sql`tenant_id, parent_id` : sql`parent_id`;
    await sql`CREATE INDEX ${sql.id(`${table}_tree`)} ON ${sql.table(table)} (${tree})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE blade_dict_biz`.execute(db);
  await sql`DROP TABLE blade_dict`.execute(db);
  await sql`DROP TABLE blade_dept`.execute(db);
}
