import { type Kysely, sql } from 'kysely';
import { forgetTenantRowCounts, keepTenantRowCounts } from '@infra/migrations/tenant-row-counts';

/** The tables TenantRecords pages (tenant-records.ts); its unfiltered lists read their counts. */
const listedTables = ['prepaid_goods', 'prepaid_goods_mould', 'prepaid_goods_audit_config'];

/**
 * Moulds and audit configurations list newest first, alone or (moulds) of one industry or main
 * industry: indexes in that order, so page 1 stops after its rows. The industry indexes grow
 * the order rather than standing beside it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX prepaid_goods_mould_list ON prepaid_goods_mould (tenant_id, create_time DESC, id DESC)`.execute(
    db,
  );
  await sql`DROP INDEX prepaid_goods_mould_industry`.execute(db);
  await sql`
    CREATE INDEX prepaid_goods_mould_industry
        ON prepaid_goods_mould (tenant_id, industry_id, create_time DESC, id DESC)`.execute(db);
  await sql`DROP INDEX prepaid_goods_mould_main`.execute(db);
  await sql`
    CREATE INDEX prepaid_goods_mould_main
        ON prepaid_goods_mould (tenant_id, industry_main_id, create_time DESC, id DESC)`.execute(db);
  await sql`
    CREATE INDEX prepaid_goods_audit_config_list
        ON prepaid_goods_audit_config (tenant_id, create_time DESC, id DESC)`.execute(db);
  for (const table of listedTables) await keepTenantRowCounts(db, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of listedTables) await forgetTenantRowCounts(db, table);
  await sql`DROP INDEX prepaid_goods_audit_config_list`.execute(db);
  await sql`DROP INDEX prepaid_goods_mould_main`.execute(db);
  await sql`CREATE INDEX prepaid_goods_mould_main ON prepaid_goods_mould (tenant_id, industry_main_id)`.execute(
    db,
  );
  await sql`DROP INDEX prepaid_goods_mould_industry`.execute(db);
  await sql`CREATE INDEX prepaid_goods_mould_industry ON prepaid_goods_mould (tenant_id, industry_id)`.execute(
    db,
  );
  await sql`DROP INDEX prepaid_goods_mould_list`.execute(db);
}
