import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import type { Database } from '@infra/schema/database';
import { copyCsvIntoPglite, copyCsvIntoPostgres, type CsvCopy } from '@platform/database/csv-copy';
import { initialisedClusterImage } from '@platform/database/pglite-cluster-image';
import { PgliteDialect } from '@platform/database/pglite-dialect';
import { type Listener, PostgresSession } from '@platform/database/postgres-session';
import { connectionLifetimeSeconds, keepPreparing } from '@platform/database/prepared-statements';
import { openTenantReads } from '@platform/database/tenant-reads';

/**
 * The SQL database holding read models, checkpoints and (unless EventStoreDB is chosen) events.
 * PostgreSQL when a URL is given, otherwise PGlite in a folder: the embedded default.
 */
export interface SqlDatabase {
  readonly kind: 'postgres' | 'pglite';
  readonly db: Kysely<Database>;
  /**
   * For the reads of a request: on PostgreSQL its connections run as a role that may only read,
   * and row-level security shows them only the current request's tenant (nothing outside a
   * request). PGlite is one embedded superuser session, so there it is `db` and the queries' own
   * tenant filters are the only wall.
   */
  readonly tenantReads: Kysely<Database>;
  /**
   * Calls `onNotify` (or the listener's `notified`) with the payload whenever a process sends
   * `notify(channel, payload)` or commits a `pg_notify`. PGlite lives in one process, whose
   * components talk to each other directly, so there it never fires.
   */
  listen(channel: string, onNotify: ((payload: string) => void) | Listener): Promise<() => Promise<void>>;
  notify(channel: string, payload?: string): Promise<void>;
  /**
   * Takes a session-level advisory lock named `key` on a connection kept for the purpose, if no
   * other session holds it. Answers undefined when it is taken elsewhere. `onLost` fires if the
   * connection (and so the lock) is lost. PGlite data belongs to one process: always granted.
   */
  tryAdvisoryLock(key: string, onLost: () => void): Promise<AdvisoryLock | undefined>;
  /**
   * Copies a CSV file into a table in one transaction (COPY, csv-copy.ts): the database parses
   * and checks every value, the process only passes the bytes on. Answers the rows copied.
   */
  copyCsv(copy: CsvCopy, file: AsyncIterable<Uint8Array>): Promise<number>;
  close(): Promise<void>;
}

export interface AdvisoryLock {
  release(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** The dump an in-memory PGlite database starts from (AppConfig.pgliteImage). */
  pgliteImage?: string | undefined;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<SqlDatabase> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : options.dataDir.startsWith('memory://')
      ? openPglite(options.dataDir, options.pgliteImage)
      : openPglite(join(options.dataDir, 'pglite'));
}

/**
 * A write transaction left open hides every later commit from the projections (EVENTSTORE.md
 * §1), so the server ends any session that idles inside one.
 */
const idleInTransactionTimeoutMs = 60_000;

export function openPostgres(
  databaseUrl: string,
  poolSize: number,
  lifetimeSeconds = connectionLifetimeSeconds,
): SqlDatabase {
  const pool = new Pool({
    connectionString: databaseUrl,
    max: poolSize,
    maxLifetimeSeconds: lifetimeSeconds,
    options: `-c idle_in_transaction_session_timeout=${idleInTransactionTimeoutMs}`,
  });
  // An idle connection the server closed is replaced on next use; it must not crash the process.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: keepPreparing(pool) }) });
  const session = new PostgresSession(pool);
  const tenantReads = openTenantReads(databaseUrl, poolSize, { lifetimeSeconds });

  return {
    kind: 'postgres',
    db,
    tenantReads,
    listen(channel, onNotify) {
      assertChannelName(channel);
      return session.listen(channel, typeof onNotify === 'function' ? { notified: onNotify } : onNotify);
    },
    async notify(channel, payload = '') {
      assertChannelName(channel);
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async tryAdvisoryLock(key, onLost) {
      if (!(await session.tryLock(key, onLost))) return undefined;
      return { release: () => session.unlock(key) };
    },
    copyCsv: (copy, file) => copyCsvIntoPostgres(pool, copy, file),
    async close() {
      await session.close();
      await tenantReads.destroy();
      await db.destroy();
    },
  };
}

/**
 * `directory` is a folder, or `memory://` for a database that lives only as long as the process:
 * that one starts from `imageFile` when given (a dump of another database).
 */
export async function openPglite(directory: string, imageFile?: string): Promise<SqlDatabase> {
  const inMemory = directory.startsWith('memory://');
  if (!inMemory) mkdirSync(directory, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: directory,
    loadDataDir: inMemory ? await memoryImage(imageFile) : await newFolderImage(directory),
    // Same value shapes as node-postgres: 64-bit integers and decimals as strings, never floats.
    parsers: {
      [pgliteTypes.INT8]: (value: string) => value,
      [pgliteTypes.NUMERIC]: (value: string) => value,
    },
  });
  const db = new Kysely<Database>({ dialect: new PgliteDialect(pglite) });
  return {
    kind: 'pglite',
    db,
    tenantReads: db,
    async listen() {
      return async () => {};
    },
    async notify() {},
    async tryAdvisoryLock() {
      return { release: async () => {} };
    },
    copyCsv: (copy, file) => copyCsvIntoPglite(db, pglite, copy, file),
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}

/** A database in memory is loaded from `imageFile` when given, else from an initialised empty cluster. */
async function memoryImage(imageFile: string | undefined): Promise<Blob> {
  return imageFile ? new Blob([await readFile(imageFile)]) : initialisedClusterImage();
}

/**
 * A folder without a cluster is loaded from the initialised empty cluster too (its first start
 * on the embedded default): initdb into a folder opens and writes its files over and over, about
 * twice as long as writing the image's files once. A folder that holds a cluster keeps it.
 */
function newFolderImage(directory: string): Promise<Blob> | undefined {
  return existsSync(join(directory, 'PG_VERSION')) ? undefined : initialisedClusterImage();
}

function assertChannelName(channel: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid notification channel "${channel}"`);
}
