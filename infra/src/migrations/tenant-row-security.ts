import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';

/** The role request reads run as on PostgreSQL; it may only read, and only its tenant's rows. */
export const tenantReaderRole = 'steward_tenant_reader';
/** The session setting naming the tenant whose rows the reader role sees. */
export const tenantSetting = 'steward.tenant_id';
/** The setting's value for the platform tenant, which manages every tenant (SPEC.md §6). */
export const allTenants = '*';

/**
 * Which rows the reader role sees. The setting is read in sub-selects, which PostgreSQL runs once
 * per query (InitPlans) rather than once per row, and `tenant_id` is compared as it is indexed, so
 * the policy stays a cheap filter beside the query's own index scan. Frozen like auditColumns:
 * migration 0060 wrote it into the policies that existed, so a change needs a new migration.
 */
const boundTenant = `(SELECT current_setting('${tenantSetting}', true))`;
export const tenantIsolationRule = `tenant_id = ${boundTenant} OR ${boundTenant} = '${allTenants}'`;

/**
 * Row-level security, the second wall behind every query's own tenant filter (ARCHITECTURE.md):
 * every table with a tenant_id column shows the reader role only the rows of the tenant in
 * `steward.tenant_id` (every row for the platform tenant's '*'), and nothing when it is unset. Run after the migrations at every start, so
 * a table added later is covered without anyone remembering to. The migrating user (the owner,
 * which projections write as) is not bound by it.
 */
export async function enforceTenantRowSecurity(db: Kysely<Database>): Promise<void> {
  // Roles belong to the whole server; parallel first starts may race to create it.
  await sql
    .raw(
      `DO $$ BEGIN
         IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${tenantReaderRole}') THEN
           CREATE ROLE ${tenantReaderRole} NOLOGIN;
         END IF;
       EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
       END $$`,
    )
    .execute(db);
  await sql.raw(`GRANT ${tenantReaderRole} TO CURRENT_USER`).execute(db).catch(ignoreWhenSuperuser);
  await sql.raw(`GRANT USAGE ON SCHEMA public TO ${tenantReaderRole}`).execute(db);
  await sql.raw(`GRANT SELECT ON ALL TABLES IN SCHEMA public TO ${tenantReaderRole}`).execute(db);
  // The event store and the migrations' own tables are not read models.
  await sql
    .raw(
      `REVOKE SELECT ON es_events, es_streams, kysely_migration, kysely_migration_lock FROM ${tenantReaderRole}`,
    )
    .execute(db);

  const unprotected = await sql<{ table_name: string }>`
    SELECT c.table_name FROM information_schema.columns c
      JOIN pg_class t ON t.relname = c.table_name
      JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = c.table_schema
     WHERE c.table_schema = 'public' AND c.column_name = 'tenant_id' AND t.relkind = 'r'
       AND NOT EXISTS (SELECT FROM pg_policies p
                        WHERE p.schemaname = 'public' AND p.tablename = c.table_name
                          AND p.policyname = 'tenant_isolation')`.execute(db);
  for (const { table_name: table } of unprotected.rows) {
    await sql.raw(`ALTER TABLE "${table}" ENABLE ROW LEVEL SECURITY`).execute(db);
    await sql
      .raw(
        `CREATE POLICY tenant_isolation ON "${table}" TO ${tenantReaderRole}
           USING (${tenantIsolationRule})`,
      )
      .execute(db);
  }
}

/** A superuser may already SET ROLE to anything; granting membership to it is then redundant. */
function ignoreWhenSuperuser(error: unknown): void {
  if ((error as { code?: string }).code === '0LP01' || (error as { code?: string }).code === '42501') return;
  throw error;
}
