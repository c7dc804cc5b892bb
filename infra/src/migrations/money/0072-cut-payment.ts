import { type Kysely, sql } from 'kysely';
import { auditColumns } from '@infra/migrations/audit-columns';
import { forgetTenantRowCounts, keepTenantRowCounts } from '@infra/migrations/tenant-row-counts';

/**
 * The cut-payment applications read model: one row per application (orgPaymentNo), newest
 * first within a tenant, with indexes for the usual equality filters (batchNo, merchant,
 * orgPaymentNo, status) and the kept row count of an unfiltered list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE prepaid_cut_payment_apply (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      merchant_id bigint NOT NULL,
      org_payment_no text NOT NULL UNIQUE,
      batch_no text NOT NULL,
      amount numeric(14, 2) NOT NULL,
      account_no text NOT NULL,
      account_name text NOT NULL,
      serial text,
      bank_serial text,
      fail_reason text,
      ${auditColumns}
    )`.execute(db);
  for (const [name, equal] of [
    ['list', []],
    ['batch', ['batch_no']],
    ['merchant', ['merchant_id']],
    ['status', ['status']],
  ] as const) {
    const columns = ['tenant_id', ...equal, 'create_time DESC', 'id DESC'].join(', ');
    await sql
      .raw(`CREATE INDEX prepaid_cut_payment_apply_${name} ON prepaid_cut_payment_apply (${columns})`)
      .execute(db);
  }
  await keepTenantRowCounts(db, 'prepaid_cut_payment_apply');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await forgetTenantRowCounts(db, 'prepaid_cut_payment_apply');
  await sql`DROP TABLE prepaid_cut_payment_apply`.execute(db);
}
