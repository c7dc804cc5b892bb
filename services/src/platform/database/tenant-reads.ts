import { CompiledQuery, type DatabaseConnection, Kysely, type KyselyConfig, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import type { Database } from '@infra/schema/database';
import { allTenants, tenantReaderRole, tenantSetting } from '@infra/migrations/tenant-row-security';
import { currentTenantId } from '@platform/context/request-context';
import { connectionLifetimeSeconds, keepPreparing } from '@platform/database/prepared-statements';
import { platformTenantId } from '@platform/resource-registry/define-resource';

export interface TenantReadsOptions {
  /** Sees every query the pool runs (tests explain them). */
  log?: KyselyConfig['log'];
  /** How long a connection serves before it is replaced (connectionLifetimeSeconds). */
  lifetimeSeconds?: number;
}

/**
 * A pool whose connections read as the tenant reader role, each bound before use to the tenant
 * of the request it serves (row-level security does the rest); the platform tenant, which
 * manages the others, reads them all. The binding is a session setting
 * re-sent only when the tenant changes, so a busy tenant pays no extra round trip; a connection
 * that replaces an aged one is bound afresh.
 */
export function openTenantReads(
  databaseUrl: string,
  poolSize: number,
  { log, lifetimeSeconds = connectionLifetimeSeconds }: TenantReadsOptions = {},
): Kysely<Database> {
  const pool = new Pool({
    connectionString: databaseUrl,
    max: poolSize,
    maxLifetimeSeconds: lifetimeSeconds,
  });
  pool.on('error', () => {});
  const boundTenant = new WeakMap<DatabaseConnection, string>();
  return new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: keepPreparing(pool),
      async onCreateConnection(connection) {
        await connection.executeQuery(CompiledQuery.raw(`SET ROLE ${tenantReaderRole}`));
      },
      async onReserveConnection(connection) {
        // Outside a request the setting is empty, which matches no row: fail closed.
        const caller = currentTenantId();
        const tenant = caller === platformTenantId ? allTenants : (caller ?? '');
        if (boundTenant.get(connection) === tenant) return;
        await connection.executeQuery(
          CompiledQuery.raw(`SELECT set_config('${tenantSetting}', $1, false)`, [tenant]),
        );
        boundTenant.set(connection, tenant);
      },
    }),
    log,
  });
}
