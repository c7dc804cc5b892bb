import { type Kysely, sql } from 'kysely';
import { auditColumns } from '@infra/migrations/audit-columns';
import { forgetTenantRowCounts, keepTenantRowCounts } from '@infra/migrations/tenant-row-counts';

/**
 * Read model of the workday calendar (blade-system/workday). Days are "yyyy-MM-dd" text, which
 * sorts as the calendar does: the index serves the list in date order, a year's days (the
 * calendar screen) and the days after a date (the n-th working day) alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE blade_workday (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      work_date varchar(10) NOT NULL,
      date_type varchar(64) NOT NULL,
      remark varchar(255),
      ${auditColumns}
    )`.execute(db);
  await sql`CREATE INDEX blade_workday_list ON blade_workday (tenant_id, work_date, id DESC)`.execute(db);
  await keepTenantRowCounts(db, 'blade_workday');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await forgetTenantRowCounts(db, 'blade_workday');
  await sql`DROP TABLE blade_workday`.execute(db);
}
