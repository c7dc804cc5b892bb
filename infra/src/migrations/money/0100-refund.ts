import { type Kysely, sql } from 'kysely';
import { auditColumns } from '@infra/migrations/audit-columns';
import { forgetTenantRowCounts, keepTenantRowCounts } from '@infra/migrations/tenant-row-counts';

/**
 * The refund read models: applications (refundApply) and refund orders (orderInfoRefund and the
 * payment service's refund lists), newest first within a tenant, with indexes for the usual
 * equality filters and the kept row count of an unfiltered list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE prepaid_refund_apply (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      order_id bigint NOT NULL,
      merchant_id bigint NOT NULL,
      payment_no text NOT NULL,
      amount numeric(14, 2) NOT NULL,
      reason text,
      account_no text NOT NULL,
      account_name text NOT NULL,
      refund_order_id bigint,
      refuse_reason text,
      ${auditColumns}
    )`.execute(db);
  await sql`
    CREATE TABLE prepaid_refund_order (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      apply_id bigint NOT NULL,
      order_id bigint NOT NULL,
      merchant_id bigint NOT NULL,
      payment_no text NOT NULL,
      amount numeric(14, 2) NOT NULL,
      account_no text NOT NULL,
      account_name text NOT NULL,
      serial text,
      bank_serial text,
      fail_reason text,
      attempts integer NOT NULL DEFAULT 0,
      ${auditColumns}
    )`.execute(db);
  const indexes = {
    prepaid_refund_apply: [
      ['list', []],
      ['order', ['order_id']],
      ['payment', ['payment_no']],
      ['status', ['status']],
    ],
    prepaid_refund_order: [
      ['list', []],
      ['order', ['order_id']],
      ['payment', ['payment_no']],
      ['status', ['status']],
    ],
  } as const;
  for (const [table, tableIndexes] of Object.entries(indexes))
    for (const [name, equal] of tableIndexes) {
      const columns = ['tenant_id', ...equal, 'create_time DESC', 'id DESC'].join(', ');
      await sql.raw(`CREATE INDEX ${table}_${name} ON ${table} (${columns})`).execute(db);
    }
  // The bank's refund lists read the refund orders sent to it, and those it executed.
  await sql`CREATE INDEX prepaid_refund_order_sent ON prepaid_refund_order (tenant_id, create_time DESC, id DESC) WHERE serial IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX prepaid_refund_order_executed ON prepaid_refund_order (tenant_id, create_time DESC, id DESC) WHERE bank_serial IS NOT NULL`.execute(
    db,
  );
  await keepTenantRowCounts(db, 'prepaid_refund_apply');
  await keepTenantRowCounts(db, 'prepaid_refund_order');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['prepaid_refund_order', 'prepaid_refund_apply']) {
    await forgetTenantRowCounts(db, table);
    await sql.raw(`DROP TABLE ${table}`).execute(db);
  }
}
