// eslint-disable-next-line no-restricted-imports -- a migrator, as in infra/, not SQL of its own
import { type Kysely, Migrator } from 'kysely';
import { openPglite, openPostgres, type SqlDatabase } from '@platform/database/database';
import { createScratchDatabase } from '@platform/testing/test-postgres';
import { authMigrations } from '@infra/migrations/auth/auth.migrations';
import { platformMigrations } from '@infra/migrations/platform/platform.migrations';
import type { Database } from '@infra/schema/database';

/** A migrated database for the auth specs: the platform's tables and the auth context's alone. */
export interface AuthTestDatabase {
  db: Kysely<Database>;
  /** The server's URL, for tests that open connections of their own; PGlite has none. */
  url: string | undefined;
  close(): Promise<void>;
}

export interface AuthTestDatabaseKind {
  name: 'PGlite' | 'PostgreSQL';
  open(): Promise<AuthTestDatabase>;
}

export async function openAuthPglite(): Promise<AuthTestDatabase> {
  const database = await migrated(await openPglite('memory://'));
  return { db: database.db, url: undefined, close: () => database.close() };
}

/** A scratch database on the machine's server, dropped on close. */
export async function openAuthPostgres(): Promise<AuthTestDatabase> {
  const scratch = await createScratchDatabase('auth');
  const database = await migrated(openPostgres(scratch.url, 4));
  return {
    db: database.db,
    url: scratch.url,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

export const authTestDatabases: AuthTestDatabaseKind[] = [
  { name: 'PGlite', open: openAuthPglite },
  { name: 'PostgreSQL', open: openAuthPostgres },
];

/** The platform's tables and the auth context's. */
async function migrated(database: SqlDatabase): Promise<SqlDatabase> {
  const all = { ...platformMigrations, ...authMigrations };
  const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => all } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  return database;
}

/** Opens a database before the suite's tests and closes it after them; call the answer for it. */
export function databaseOfSuite(open: () => Promise<AuthTestDatabase>): () => AuthTestDatabase {
  let database: AuthTestDatabase | undefined;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!database) throw new Error('the suite database is opened in beforeAll');
    return database;
  };
}
