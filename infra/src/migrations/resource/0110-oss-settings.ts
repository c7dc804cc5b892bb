import { type Kysely, sql } from 'kysely';
import { auditColumns } from '@infra/migrations/audit-columns';
import { forgetTenantRowCounts, keepTenantRowCounts } from '@infra/migrations/tenant-row-counts';

/**
 * Read model of the storage settings (blade-resource/oss). The list reads newest id first; the
 * partial index finds a tenant's enabled setting (status 2) on every upload.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE blade_oss (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      category varchar(64) NOT NULL,
      oss_code varchar(64),
      endpoint varchar(255),
      bucket_name varchar(64),
      region varchar(64),
      access_key varchar(128),
      secret_key varchar(128),
      max_size_kb integer NOT NULL DEFAULT 0,
      remark varchar(255),
      ${auditColumns}
    )`.execute(db);
  await sql`CREATE INDEX blade_oss_list ON blade_oss (tenant_id, id DESC)`.execute(db);
  await sql`CREATE INDEX blade_oss_enabled ON blade_oss (tenant_id) WHERE status = 2`.execute(db);
  await keepTenantRowCounts(db, 'blade_oss');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await forgetTenantRowCounts(db, 'blade_oss');
  await sql`DROP TABLE blade_oss`.execute(db);
}
