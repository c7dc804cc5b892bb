import { type Kysely, sql } from 'kysely';
import { auditColumns } from '@infra/migrations/audit-columns';
import { forgetTenantRowCounts, keepTenantRowCounts } from '@infra/migrations/tenant-row-counts';

/** Read model of the report definitions (blade-report/report/rest), listed newest id first. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE blade_report (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      name varchar(64) NOT NULL,
      source varchar(64) NOT NULL,
      dimension varchar(64) NOT NULL,
      measure varchar(64) NOT NULL,
      chart_type varchar(64) NOT NULL,
      remark varchar(255),
      ${auditColumns}
    )`.execute(db);
  await sql`CREATE INDEX blade_report_list ON blade_report (tenant_id, id DESC)`.execute(db);
  await keepTenantRowCounts(db, 'blade_report');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await forgetTenantRowCounts(db, 'blade_report');
  await sql`DROP TABLE blade_report`.execute(db);
}
