import { resolve } from 'node:path';

/**
 * Everything the process reads from its environment, with the defaults that make
 * `npm start` work on a bare machine: PGlite under DATA_DIR, in-process jobs, port 8080.
 */
export interface AppConfig {
  host: string;
  port: number;
  /** A folder, or `memory://` for an embedded database that lives as long as the process. */
  dataDir: string;
  /** Postgres connection string; absent means the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  /**
   * PGLITE_IMAGE: a PGlite data dump (.tar) that an in-memory database starts from rather than an
   * empty cluster (the test suites start each from the product migrated and seeded once).
   */
  pgliteImage: string | undefined;
  /** Redis connection string; absent means the in-process job queue. */
  redisUrl: string | undefined;
  /**
   * JOB_QUEUE: the queue this deployment's jobs go to on that Redis. Deployments sharing one
   * Redis (staging beside production, a test run beside a dev server) need one each, or one
   * would run the other's jobs against its own database.
   */
  jobQueue: string | undefined;
  /**
   * JOB_LOCK_MS: how long a BullMQ worker's hold on a running job lasts unless renewed (it is, at
   * half of it): another worker takes over the job of one that died within about twice this.
   */
  jobLockMs: number;
  /** EventStoreDB connection string; when set, events live there instead of in the SQL database. */
  eventStoreUrl: string | undefined;
  /** The key that signs access tokens; absent: one generated and kept in the database. */
  tokenSecret: string | undefined;
  /** How long a command's answer waits for the projections it feeds (read-your-writes). */
  readYourWritesTimeoutMs: number;
  logLevel: string;
  /** SOCIAL_PROVIDERS: the third-party login providers, as JSON (README, "Third-party login"). */
  socialProvidersJson: string | undefined;
  /** Which parts this process runs; all of them by default. */
  roles: ReadonlySet<ProcessRole>;
  /** The environment read: each context's outer systems read their own settings from it. */
  env: Readonly<NodeJS.ProcessEnv>;
}

export type ProcessRole = 'api' | 'projections' | 'worker';
const allRoles: ProcessRole[] = ['api', 'projections', 'worker'];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    host: env.HOST || '0.0.0.0',
    port: positiveInteger(env.PORT, 8080, 'PORT'),
    dataDir: dataDirectory(env.DATA_DIR || './.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteImage: env.PGLITE_IMAGE || undefined,
    redisUrl: env.REDIS_URL || undefined,
    jobQueue: queueName(env.JOB_QUEUE),
    jobLockMs: positiveInteger(env.JOB_LOCK_MS, 30_000, 'JOB_LOCK_MS'),
    eventStoreUrl: env.EVENTSTORE_URL || undefined,
    tokenSecret: env.TOKEN_SECRET || undefined,
    readYourWritesTimeoutMs: positiveInteger(
      env.READ_YOUR_WRITES_TIMEOUT_MS,
      5000,
      'READ_YOUR_WRITES_TIMEOUT_MS',
    ),
    logLevel: env.LOG_LEVEL || 'info',
    socialProvidersJson: env.SOCIAL_PROVIDERS || undefined,
    roles: parseRoles(env.PROCESS_ROLES),
    env,
  };
}

/** `memory://` keeps the embedded database in memory only (tests, demos). */
function dataDirectory(raw: string): string {
  return raw.startsWith('memory://') ? raw : resolve(raw);
}

/** A setting that must be an integer above zero; `fallback` when unset or empty. */
export function positiveInteger(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/** BullMQ builds its Redis keys as `bull:<queue>:…`, so a name may not hold a colon. */
function queueName(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(raw))
    throw new Error(`JOB_QUEUE takes letters, digits, '-' and '_' (64 at most), got "${raw}"`);
  return raw;
}

/** Whether a process runs every role, as `npm start` does, rather than its part of a split deployment. */
export function runsEveryRole(roles: ReadonlySet<ProcessRole>): boolean {
  return allRoles.every((role) => roles.has(role));
}

function parseRoles(raw: string | undefined): ReadonlySet<ProcessRole> {
  if (!raw) return new Set(allRoles);
  const roles = raw.split(',').map((role) => role.trim());
  for (const role of roles) {
    if (!allRoles.includes(role as ProcessRole)) {
      throw new Error(`PROCESS_ROLES accepts ${allRoles.join(', ')}; got "${role}"`);
    }
  }
  return new Set(roles as ProcessRole[]);
}
