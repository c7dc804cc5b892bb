import { type Kysely, sql } from 'kysely';
import { auditColumns } from '@infra/migrations/audit-columns';
import { forgetTenantRowCounts, keepTenantRowCounts } from '@infra/migrations/tenant-row-counts';

/**
 * The reconciliation read model: one row per statement line or record of ours compared on a
 * day, with its result (status) and, when it is one, the kind of abnormal order it makes
 * (abnormalOrder/* read the rows with a kind). Newest first within a tenant, with indexes for
 * the day, the result and the abnormal kind.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE prepaid_reconciliation (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      recon_date date NOT NULL,
      line_kind text NOT NULL,
      abnormal_kind text,
      bank_serial text,
      serial text,
      payment_no text,
      order_id bigint,
      merchant_id bigint,
      bank_amount numeric(14, 2),
      our_amount numeric(14, 2),
      ${auditColumns}
    )`.execute(db);
  for (const [name, equal] of [
    ['list', []],
    ['date', ['recon_date']],
    ['status', ['status']],
    ['abnormal', ['abnormal_kind']],
  ] as const) {
    const columns = ['tenant_id', ...equal, 'create_time DESC', 'id DESC'].join(', ');
    await sql
      .raw(`CREATE INDEX prepaid_reconciliation_${name} ON prepaid_reconciliation (${columns})`)
      .execute(db);
  }
  // A run replaces its day: the projection deletes the day's rows by this.
  await sql`CREATE INDEX prepaid_reconciliation_day ON prepaid_reconciliation (recon_date)`.execute(db);
  await keepTenantRowCounts(db, 'prepaid_reconciliation');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await forgetTenantRowCounts(db, 'prepaid_reconciliation');
  await sql`DROP TABLE prepaid_reconciliation`.execute(db);
}
