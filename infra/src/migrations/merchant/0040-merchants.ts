import { type Kysely, sql } from 'kysely';
import { auditColumns } from '@infra/migrations/audit-columns';

/**
 * Read models of the merchant service (prepaid-merchant): its plain records (industry tags,
 * supervise banks, the industry category tree, rule bases, merchant extensions), the merchants
 * themselves with their rule links and bank verifications, and daily merchant statistics.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE prepaid_industry_tag (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      tag_name varchar(64) NOT NULL,
      sort integer NOT NULL DEFAULT 0,
      remark varchar(255),
      ${auditColumns}
    )`.execute(db);
  await sql`
    CREATE TABLE prepaid_supervise_bank (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      bank_name varchar(64) NOT NULL,
      bank_code varchar(64) NOT NULL,
      branch_name varchar(128),
      contact_name varchar(64),
      contact_phone varchar(64),
      remark varchar(255),
      ${auditColumns}
    )`.execute(db);
  await sql`
    CREATE TABLE prepaid_merchant_category (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      parent_id bigint NOT NULL DEFAULT 0,
      industry_category varchar(64) NOT NULL,
      category_code varchar(64),
      sort integer NOT NULL DEFAULT 0,
      remark varchar(255),
      ${auditColumns}
    )`.execute(db);
  await sql`
    CREATE TABLE prepaid_rule_base (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      rule_name varchar(64) NOT NULL,
      rule_code varchar(64) NOT NULL,
      rule_type integer NOT NULL,
      rule_content text,
      remark varchar(255),
      ${auditColumns}
    )`.execute(db);
  await sql`
    CREATE TABLE prepaid_merchant_ext (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      merchant_id bigint NOT NULL,
      business_area varchar(12) NOT NULL,
      business_scope varchar(255),
      employee_count integer NOT NULL DEFAULT 0,
      remark varchar(255),
      ${auditColumns}
    )`.execute(db);
  await sql`
    CREATE TABLE prepaid_merchant (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      merchant_name varchar(128) NOT NULL,
      credit_code varchar(18) NOT NULL,
      legal_person varchar(64) NOT NULL,
      contact_name varchar(64) NOT NULL,
      phone varchar(11) NOT NULL,
      address varchar(255) NOT NULL,
      industry_category bigint NOT NULL,
      industry_tags varchar(1000) NOT NULL DEFAULT '',
      supervise_bank_id bigint NOT NULL,
      bank_account_name varchar(128) NOT NULL,
      bank_account_no varchar(32) NOT NULL,
      bank_name varchar(128) NOT NULL,
      digital_yuan_wallet varchar(16),
      ${auditColumns}
    )`.execute(db);
  await sql`
    CREATE TABLE prepaid_merchant_rule (
      tenant_id varchar(12) NOT NULL,
      merchant_id bigint NOT NULL,
      rule_id bigint NOT NULL,
      PRIMARY KEY (merchant_id, rule_id)
    )`.execute(db);
  await sql`
    CREATE TABLE prepaid_merchant_bank_verify (
      merchant_id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      status varchar(16) NOT NULL,
      request_id varchar(64) NOT NULL,
      account_name varchar(128) NOT NULL,
      account_no varchar(32) NOT NULL,
      bank_name varchar(128) NOT NULL,
      attempts_left integer NOT NULL,
      requested_time timestamptz NOT NULL,
      verified_time timestamptz,
      update_time timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE prepaid_merchant_statistics (
      tenant_id varchar(12) NOT NULL,
      merchant_id bigint NOT NULL,
      stat_date date NOT NULL,
      order_count integer NOT NULL DEFAULT 0,
      deposit_amount numeric(18, 2) NOT NULL DEFAULT 0,
      consume_amount numeric(18, 2) NOT NULL DEFAULT 0,
      refund_amount numeric(18, 2) NOT NULL DEFAULT 0,
      PRIMARY KEY (tenant_id, merchant_id, stat_date)
    )`.execute(db);
  await sql`CREATE INDEX prepaid_industry_tag_tenant ON prepaid_industry_tag (tenant_id, sort, id)`.execute(
    db,
  );
  await sql`CREATE INDEX prepaid_supervise_bank_tenant ON prepaid_supervise_bank (tenant_id, id)`.execute(db);
  await sql`CREATE INDEX prepaid_merchant_category_tree ON prepaid_merchant_category (tenant_id, parent_id, sort, id)`.execute(
    db,
  );
  await sql`CREATE INDEX prepaid_rule_base_tenant ON prepaid_rule_base (tenant_id, id)`.execute(db);
  await sql`CREATE INDEX prepaid_merchant_ext_tenant ON prepaid_merchant_ext (tenant_id, id)`.execute(db);
  await sql`CREATE INDEX prepaid_merchant_tenant ON prepaid_merchant (tenant_id, id)`.execute(db);
  await sql`CREATE INDEX prepaid_merchant_rule_tenant ON prepaid_merchant_rule (tenant_id, merchant_id)`.execute(
    db,
  );
  await sql`CREATE INDEX prepaid_merchant_statistics_day ON prepaid_merchant_statistics (tenant_id, stat_date)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'prepaid_merchant_statistics',
    'prepaid_merchant_bank_verify',
    'prepaid_merchant_rule',
    'prepaid_merchant',
    'prepaid_merchant_ext',
    'prepaid_rule_base',
    'prepaid_merchant_category',
    'prepaid_supervise_bank',
    'prepaid_industry_tag',
  ])
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
}
