import { type Kysely, sql } from 'kysely';
import { auditColumns } from '@infra/migrations/audit-columns';

/**
 * The read models of prepaid-goods: goods, their event history and audit steps, moulds and audit
 * configurations. `status` is each table's own status (goods: 0..5, see goods.events.ts;
 * moulds and configurations: 1 enabled, 0 disabled).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE prepaid_goods (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      merchant_id bigint NOT NULL,
      industry_category_id bigint NOT NULL,
      goods_name text NOT NULL,
      mould_id bigint,
      industry_id bigint,
      industry_main_id bigint,
      mould_values jsonb NOT NULL DEFAULT '{}',
      price numeric(14, 2) NOT NULL,
      original_price numeric(14, 2) NOT NULL,
      validity_days integer NOT NULL,
      usage_count integer,
      cover_image text,
      description text,
      stock integer NOT NULL CHECK (stock >= 0),
      is_digital_yuan integer NOT NULL DEFAULT 0,
      previous_status integer,
      ${auditColumns}
    )`.execute(db);
  // goods/page: newest first within a tenant, by status (the console's tabs) or by merchant.
  await sql`CREATE INDEX prepaid_goods_page ON prepaid_goods (tenant_id, create_time DESC, id DESC)`.execute(
    db,
  );
  await sql`
    CREATE INDEX prepaid_goods_status ON prepaid_goods (tenant_id, status, create_time DESC, id DESC)`.execute(
    db,
  );
  await sql`
    CREATE INDEX prepaid_goods_merchant
        ON prepaid_goods (tenant_id, merchant_id, create_time DESC, id DESC)`.execute(db);
  // goodsName filters by "contains": a trigram index keeps it off a scan of the tenant's goods.
  // PGlite loads no extension unless asked, so there the name filter scans.
  await sql`
    DO $$ BEGIN
      IF EXISTS (SELECT FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
        CREATE EXTENSION IF NOT EXISTS pg_trgm;
        CREATE INDEX prepaid_goods_name ON prepaid_goods USING gin (goods_name gin_trgm_ops);
      END IF;
    END $$`.execute(db);

  await sql`
    CREATE TABLE prepaid_goods_history (
      event_id uuid PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      goods_id bigint NOT NULL,
      commit_position bigint NOT NULL,
      prepare_position bigint NOT NULL,
      event_type text NOT NULL,
      summary text NOT NULL,
      operator_id bigint,
      operator_account text NOT NULL,
      occurred_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE INDEX prepaid_goods_history_goods
        ON prepaid_goods_history (tenant_id, goods_id, commit_position, prepare_position)`.execute(db);

  await sql`
    CREATE TABLE prepaid_goods_process_log (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      goods_id bigint NOT NULL,
      step text NOT NULL,
      result text NOT NULL,
      comment text,
      operator_account text NOT NULL,
      ${auditColumns}
    )`.execute(db);
  await sql`
    CREATE INDEX prepaid_goods_process_log_goods
        ON prepaid_goods_process_log (tenant_id, goods_id, create_time DESC, id DESC)`.execute(db);
  await sql`
    CREATE INDEX prepaid_goods_process_log_page
        ON prepaid_goods_process_log (tenant_id, create_time DESC, id DESC)`.execute(db);

  await sql`
    CREATE TABLE prepaid_goods_mould (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      mould_name text NOT NULL,
      industry_id bigint NOT NULL,
      industry_main_id bigint NOT NULL,
      mould_content jsonb NOT NULL DEFAULT '[]',
      remark text,
      ${auditColumns}
    )`.execute(db);
  await sql`CREATE INDEX prepaid_goods_mould_industry ON prepaid_goods_mould (tenant_id, industry_id)`.execute(
    db,
  );
  await sql`
    CREATE INDEX prepaid_goods_mould_main ON prepaid_goods_mould (tenant_id, industry_main_id)`.execute(db);

  await sql`
    CREATE TABLE prepaid_goods_audit_config (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      industry_category_id bigint NOT NULL,
      audit_required integer NOT NULL,
      audit_role_id bigint,
      remark text,
      ${auditColumns},
      CONSTRAINT prepaid_goods_audit_config_category UNIQUE (tenant_id, industry_category_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'prepaid_goods_audit_config',
    'prepaid_goods_mould',
    'prepaid_goods_process_log',
    'prepaid_goods_history',
    'prepaid_goods',
  ])
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
}
