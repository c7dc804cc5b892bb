import { type Kysely, sql } from 'kysely';
import { forgetTenantRowCounts, keepTenantRowCounts } from '@infra/migrations/tenant-row-counts';

/** The merchant context's tables that list pages count: merchants and its plain records. */
const listedTables = [
  'prepaid_merchant',
  'prepaid_merchant_category',
  'prepaid_industry_tag',
  'prepaid_merchant_ext',
  'prepaid_rule_base',
  'prepaid_supervise_bank',
];

/**
 * merchant/page reads newest id first, alone or filtered on its category or supervise bank
 * (merchant.queries.ts); industry tags read `sort` ascending, then the newest id. Each index holds
 * one of those orders, so page 1 stops after its rows. The tables of merchants and of the
 * context's plain records keep their counts, the totals of their unfiltered lists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX prepaid_merchant_category_list
      ON prepaid_merchant (tenant_id, industry_category, id DESC)`.execute(db);
  await sql`
    CREATE INDEX prepaid_merchant_bank_list
      ON prepaid_merchant (tenant_id, supervise_bank_id, id DESC)`.execute(db);
  await sql`DROP INDEX prepaid_industry_tag_tenant`.execute(db);
  await sql`CREATE INDEX prepaid_industry_tag_list ON prepaid_industry_tag (tenant_id, sort, id DESC)`.execute(
    db,
  );
  for (const table of listedTables) await keepTenantRowCounts(db, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of listedTables) await forgetTenantRowCounts(db, table);
  await sql`DROP INDEX prepaid_industry_tag_list`.execute(db);
  await sql`CREATE INDEX prepaid_industry_tag_tenant ON prepaid_industry_tag (tenant_id, sort, id)`.execute(
    db,
  );
  await sql`DROP INDEX prepaid_merchant_bank_list`.execute(db);
  await sql`DROP INDEX prepaid_merchant_category_list`.execute(db);
}
