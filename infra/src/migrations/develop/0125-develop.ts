import { type Kysely, sql } from 'kysely';
import { auditColumns } from '@infra/migrations/audit-columns';

/**
 * Read models of the development tools (blade-develop): data sources, data models (the fields
 * read from a source's table, as edited) and code generator settings. Platform records, without
 * a tenant column: only the platform's staff use these tools. Lists read newest id first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE blade_datasource (
      id bigint PRIMARY KEY,
      name varchar(100) NOT NULL,
      driver varchar(16) NOT NULL,
      url varchar(1000),
      host varchar(255),
      port integer,
      database_name varchar(128),
      username varchar(128),
      password varchar(512),
      remark varchar(255),
      ${auditColumns}
    )`.execute(db);
  await sql`
    CREATE TABLE blade_model (
      id bigint PRIMARY KEY,
      datasource_id bigint NOT NULL,
      model_name varchar(100) NOT NULL,
      model_code varchar(64) NOT NULL,
      model_table varchar(128) NOT NULL,
      model_remark varchar(255),
      prototype text,
      ${auditColumns}
    )`.execute(db);
  await sql`CREATE INDEX blade_model_datasource ON blade_model (datasource_id)`.execute(db);
  await sql`
    CREATE TABLE blade_code (
      id bigint PRIMARY KEY,
      model_id bigint NOT NULL,
      code_name varchar(100) NOT NULL,
      service_name varchar(64) NOT NULL,
      api_path varchar(64) NOT NULL,
      resource_name varchar(64) NOT NULL,
      module_path varchar(64) NOT NULL,
      remark varchar(255),
      ${auditColumns}
    )`.execute(db);
  await sql`CREATE INDEX blade_code_model ON blade_code (model_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE blade_code`.execute(db);
  await sql`DROP TABLE blade_model`.execute(db);
  await sql`DROP TABLE blade_datasource`.execute(db);
}
