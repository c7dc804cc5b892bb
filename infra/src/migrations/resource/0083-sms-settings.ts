import { type Kysely, sql } from 'kysely';
import { auditColumns } from '@infra/migrations/audit-columns';
import { forgetTenantRowCounts, keepTenantRowCounts } from '@infra/migrations/tenant-row-counts';

/**
 * Read model of the SMS settings (blade-resource/sms). The list reads newest id first; the
 * partial index finds a tenant's enabled setting (status 2) on every message sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE blade_sms (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      category varchar(64) NOT NULL,
      template_id varchar(64) NOT NULL,
      sign_name varchar(64),
      access_key varchar(128),
      secret_key varchar(128),
      region_id varchar(64),
      endpoint varchar(255),
      remark varchar(255),
      ${auditColumns}
    )`.execute(db);
  await sql`CREATE INDEX blade_sms_list ON blade_sms (tenant_id, id DESC)`.execute(db);
  await sql`CREATE INDEX blade_sms_enabled ON blade_sms (tenant_id) WHERE status = 2`.execute(db);
  await keepTenantRowCounts(db, 'blade_sms');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await forgetTenantRowCounts(db, 'blade_sms');
  await sql`DROP TABLE blade_sms`.execute(db);
}
