import { migrateToLatest } from '@infra/migrations/migrate';
import type { Migrations } from '@infra/migrations/migrations';
import type { AppConfig } from '@platform/config/app-config';
import { openDatabase, type SqlDatabase } from '@platform/database/database';
import type { EventStore } from '@platform/event-store/event-store.port';
import { EventStoreDbEventStore } from '@platform/event-store/eventstoredb/eventstoredb-event-store';
import { SqlEventStore } from '@platform/event-store/sql/sql-event-store';

/** The outer resources a process works with, chosen by configuration (README, "Configuration"). */
export interface Infrastructure {
  database: SqlDatabase;
  store: EventStore;
  /** The number of stored events, where the store can tell cheaply. */
  countEvents(): Promise<number | undefined>;
  close(): Promise<void>;
}

/** Opens the database (migrated to the latest schema: the platform's and `migrations`) and the event store. */
export async function openInfrastructure(config: AppConfig, migrations: Migrations): Promise<Infrastructure> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteImage: config.pgliteImage,
  });
  try {
    await migrateToLatest(database.db, migrations, { rowSecurity: database.kind === 'postgres' });
  } catch (error) {
    await database.close();
    throw error;
  }
  const store = config.eventStoreUrl
    ? EventStoreDbEventStore.connect(config.eventStoreUrl)
    : new SqlEventStore(database);
  return {
    database,
    store,
    countEvents: async () => (store instanceof SqlEventStore ? store.countAll() : undefined),
    async close() {
      await store.close();
      await database.close();
    },
  };
}
