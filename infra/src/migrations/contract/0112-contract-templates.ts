import { type Kysely, sql } from 'kysely';
import { auditColumns } from '@infra/migrations/audit-columns';
import { forgetTenantRowCounts, keepTenantRowCounts } from '@infra/migrations/tenant-row-counts';

/** Read models of the customer and general contract templates (prepaid-contract), newest first. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['prepaid_cus_contract_template', 'prepaid_gene_contract_template']) {
    await sql`
      CREATE TABLE ${sql.table(table)} (
        id bigint PRIMARY KEY,
        tenant_id varchar(12) NOT NULL,
        template_name varchar(64) NOT NULL,
        contract_url varchar(255) NOT NULL,
        remark varchar(255),
        ${auditColumns}
      )`.execute(db);
    await sql`CREATE INDEX ${sql.id(`${table}_list`)} ON ${sql.table(table)} (tenant_id, id DESC)`.execute(
      db,
    );
    await keepTenantRowCounts(db, table);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['prepaid_cus_contract_template', 'prepaid_gene_contract_template']) {
    await forgetTenantRowCounts(db, table);
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}
