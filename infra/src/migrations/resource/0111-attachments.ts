import { type Kysely, sql } from 'kysely';
import { auditColumns } from '@infra/migrations/audit-columns';
import { forgetTenantRowCounts, keepTenantRowCounts } from '@infra/migrations/tenant-row-counts';

/**
 * Read model of the attachments (blade-resource/attach): one row per uploaded file. The file
 * link finds its row by storage key (name) to know which storage holds it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE blade_attach (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      link varchar(255) NOT NULL,
      name varchar(255) NOT NULL,
      original_name varchar(255) NOT NULL,
      extension varchar(16) NOT NULL,
      attach_size integer NOT NULL,
      oss_id bigint,
      remark varchar(255),
      ${auditColumns}
    )`.execute(db);
  await sql`CREATE INDEX blade_attach_list ON blade_attach (tenant_id, id DESC)`.execute(db);
  await sql`CREATE INDEX blade_attach_name ON blade_attach (tenant_id, name)`.execute(db);
  await sql`CREATE INDEX blade_attach_oss ON blade_attach (tenant_id, oss_id)`.execute(db);
  await keepTenantRowCounts(db, 'blade_attach');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await forgetTenantRowCounts(db, 'blade_attach');
  await sql`DROP TABLE blade_attach`.execute(db);
}
