import { type Kysely, type MigrationProvider, Migrator } from 'kysely';
import type { Database } from '@infra/schema/database';
import { migrations } from '@infra/migrations/index';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; run at every start, before anything reads or writes. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
}
