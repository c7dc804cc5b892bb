import { type Kysely, sql } from 'kysely';
import { tenantIsolationRule } from '@infra/migrations/tenant-row-security';

/**
 * Rewrites the tenant policies that earlier starts created, which called current_setting on
 * every row and so kept PostgreSQL from serving a list from its index; new tables get the new
 * rule from enforceTenantRowSecurity. A database without policies (PGlite) has nothing to do.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await rewritePolicies(db, tenantIsolationRule);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rewritePolicies(db, `current_setting('steward.tenant_id', true) IN (tenant_id, '*')`);
}

async function rewritePolicies(db: Kysely<unknown>, rule: string): Promise<void> {
  const policies = await sql<{ tablename: string }>`
    SELECT tablename FROM pg_policies
     WHERE schemaname = 'public' AND policyname = 'tenant_isolation'`.execute(db);
  for (const { tablename } of policies.rows)
    await sql`ALTER POLICY tenant_isolation ON ${sql.table(tablename)} USING (${sql.raw(rule)})`.execute(db);
}
