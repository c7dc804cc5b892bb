import { type Kysely, Migrator } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { Migrations } from '@infra/migrations/migrations';
import { platformMigrations } from '@infra/migrations/platform/platform.migrations';
import { enforceTenantRowSecurity } from '@infra/migrations/tenant-row-security';

/**
 * Brings the schema up to date: the platform's own tables, then `migrations` (the bounded
 * contexts'), all in the order of their names. Run at every start, before anything reads or
 * writes. On PostgreSQL it then puts every tenant table behind row-level security.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  migrations: Migrations = {},
  options: { rowSecurity?: boolean } = {},
): Promise<void> {
  const all = { ...platformMigrations, ...migrations };
  const provider = { getMigrations: async () => all };
  // Each line of work numbers its migrations in a range of its own (0011-0019, 0020-...), so a
  // database may have run a later number before an earlier one lands; each migration stands alone.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
  if (options.rowSecurity) await enforceTenantRowSecurity(db);
}
