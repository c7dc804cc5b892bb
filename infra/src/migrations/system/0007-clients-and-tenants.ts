import { type Kysely, sql } from 'kysely';
import { auditColumns } from '@infra/migrations/audit-columns';

/**
 * Read models of two platform records: OAuth clients and tenants. Neither has an owning tenant
 * column; blade_tenant.tenant_id is the tenant's own number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE blade_client (
      id bigint PRIMARY KEY,
      client_id varchar(64) NOT NULL,
      client_secret varchar(256) NOT NULL,
      scope varchar(255) NOT NULL,
      authorized_grant_types varchar(255) NOT NULL,
      resource_ids varchar(255),
      web_server_redirect_uri varchar(2000),
      authorities varchar(255),
      access_token_validity integer NOT NULL,
      refresh_token_validity integer NOT NULL,
      additional_information text,
      autoapprove varchar(255),
      ${auditColumns}
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX blade_client_client_id ON blade_client (client_id)`.execute(db);

  await sql`
    CREATE TABLE blade_tenant (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      tenant_name varchar(50) NOT NULL,
      domain varchar(255),
      background_url varchar(1000),
      linkman varchar(20),
      contact_number varchar(20),
      address varchar(255),
      account_number integer NOT NULL DEFAULT -1,
      expire_time timestamptz,
      package_id bigint,
      datasource_id bigint,
      license_key varchar(1000),
      ${auditColumns}
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX blade_tenant_tenant_id ON blade_tenant (tenant_id)`.execute(db);
  await sql`CREATE INDEX blade_tenant_domain ON blade_tenant (domain)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE blade_tenant`.execute(db);
  await sql`DROP TABLE blade_client`.execute(db);
}
