import { type Kysely, sql } from 'kysely';
import { auditColumns } from '@infra/migrations/audit-columns';
import { forgetTenantRowCounts, keepTenantRowCounts } from '@infra/migrations/tenant-row-counts';

/**
 * Read model of the notices (blade-desk/notice). The list and the home page read the newest
 * publish time first, so the index is in that order after the tenant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE blade_notice (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      title varchar(128) NOT NULL,
      category varchar(64) NOT NULL,
      release_time timestamptz NOT NULL,
      content text NOT NULL,
      ${auditColumns}
    )`.execute(db);
  await sql`
    CREATE INDEX blade_notice_list ON blade_notice (tenant_id, release_time DESC, id DESC)`.execute(db);
  await keepTenantRowCounts(db, 'blade_notice');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await forgetTenantRowCounts(db, 'blade_notice');
  await sql`DROP TABLE blade_notice`.execute(db);
}
