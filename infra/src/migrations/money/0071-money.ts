import { type Kysely, sql } from 'kysely';
import { auditColumns } from '@infra/migrations/audit-columns';
import { forgetTenantRowCounts, keepTenantRowCounts } from '@infra/migrations/tenant-row-counts';

/** The tables every list pages newest first within a tenant (TenantRecords): they keep their counts. */
const listedTables = [
  'prepaid_order_info',
  'prepaid_order_depository',
  'prepaid_order_consume',
  'prepaid_card_info',
  'prepaid_payment_data_log',
];

/**
 * The read models of supervised money: orders, the charges the bank notified (deposits), the
 * consumptions, the cards and the raw payment data log. Money is numeric yuan (the product keeps
 * integer fen in its events; these are views of them). Each list has an index in its default
 * order after tenant_id, and one per usual equality filter, so page 1 stops after its rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE prepaid_order_info (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      merchant_id bigint NOT NULL,
      goods_id bigint,
      payment_no text NOT NULL,
      card_id bigint NOT NULL,
      card_no text NOT NULL,
      buyer_name text NOT NULL,
      buyer_phone text,
      trade_amount numeric(14, 2) NOT NULL,
      contract_content text,
      provision_ratio integer NOT NULL,
      paid_amount numeric(14, 2) NOT NULL,
      frozen_amount numeric(14, 2) NOT NULL CHECK (frozen_amount >= 0),
      provision_amount numeric(14, 2) NOT NULL CHECK (provision_amount >= 0),
      consumed_amount numeric(14, 2) NOT NULL,
      ${auditColumns}
    )`.execute(db);
  await index('prepaid_order_info_list', 'prepaid_order_info', []);
  await index('prepaid_order_info_payment_no', 'prepaid_order_info', ['payment_no']);
  await index('prepaid_order_info_card_no', 'prepaid_order_info', ['card_no']);
  await index('prepaid_order_info_merchant', 'prepaid_order_info', ['merchant_id']);
  await index('prepaid_order_info_status', 'prepaid_order_info', ['status']);

  await sql`
    CREATE TABLE prepaid_order_depository (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      bank_serial text NOT NULL UNIQUE,
      payment_no text NOT NULL,
      account_no text NOT NULL,
      payer_name text NOT NULL,
      amount numeric(14, 2) NOT NULL,
      value_date date NOT NULL,
      order_id bigint,
      unmatched_reason text,
      ${auditColumns}
    )`.execute(db);
  await index('prepaid_order_depository_list', 'prepaid_order_depository', []);
  await index('prepaid_order_depository_payment_no', 'prepaid_order_depository', ['payment_no']);
  await index('prepaid_order_depository_status', 'prepaid_order_depository', ['status']);

  await sql`
    CREATE TABLE prepaid_order_consume (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      order_id bigint NOT NULL,
      consume_amount numeric(14, 2) NOT NULL,
      payable_amount numeric(14, 2) NOT NULL,
      provision_amount numeric(14, 2) NOT NULL,
      remark text,
      reported_by text NOT NULL,
      ${auditColumns}
    )`.execute(db);
  await index('prepaid_order_consume_list', 'prepaid_order_consume', []);
  await index('prepaid_order_consume_order', 'prepaid_order_consume', ['order_id']);

  await sql`
    CREATE TABLE prepaid_card_info (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      order_id bigint NOT NULL,
      card_no text NOT NULL,
      holder_name text NOT NULL,
      holder_phone text,
      ${auditColumns}
    )`.execute(db);
  await index('prepaid_card_info_list', 'prepaid_card_info', []);
  await index('prepaid_card_info_card_no', 'prepaid_card_info', ['card_no']);
  await index('prepaid_card_info_order', 'prepaid_card_info', ['order_id']);

  await sql`
    CREATE TABLE prepaid_payment_data_log (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      bank_serial text,
      payment_no text,
      body text NOT NULL,
      rejected_reason text,
      ${auditColumns}
    )`.execute(db);
  await index('prepaid_payment_data_log_list', 'prepaid_payment_data_log', []);
  await index('prepaid_payment_data_log_serial', 'prepaid_payment_data_log', ['bank_serial']);

  for (const table of listedTables) await keepTenantRowCounts(db, table);

  /** An index of the list's default order (newest first), after the tenant and `equal` columns. */
  async function index(name: string, table: string, equal: readonly string[]) {
    const columns = ['tenant_id', ...equal, 'create_time DESC', 'id DESC'].join(', ');
    await sql.raw(`CREATE INDEX ${name} ON ${table} (${columns})`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...listedTables].reverse()) {
    await forgetTenantRowCounts(db, table);
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}
