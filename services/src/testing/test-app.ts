import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { platformTenantId, seedAdministratorRoleIds } from '@infra/seed/platform-tenant.seed';
import type { Clock } from '@platform/clock/clock';
import { loadConfig } from '@platform/config/app-config';
import type { BoundedContext, ContextLog } from '@platform/contexts/bounded-context';
import { RequestContextResolver, type ResolverInput } from '@platform/context/request-context.resolver';
import { deleteRedisKeys, testRedisUrl } from '@platform/jobs/testing/test-redis';
import { listen } from '@platform/http/http-app';
import { startApplication } from '@platform/runtime/application';
import type { Runtime } from '@platform/runtime/runtime-services';
import { seedRecords } from '@platform/runtime/seed-records';
import { createScratchDatabase, type ScratchDatabase, testServerUrl } from '@platform/testing/test-postgres';
import { contexts } from '@services/contexts';
import { administratorAlias } from '@services/system/role/role.events';
import { roleResource } from '@services/system/role/role.resource';
import { productPgliteImage, productTemplateDatabase } from '@services/testing/product-images';

/**
 * The administrator role each tenant the header-identity tests speak for holds: the platform's
 * seeded one, and one seeded by the test app for each other tenant.
 */
export const testAdministratorRoles: Readonly<Record<string, string>> = {
  [platformTenantId]: seedAdministratorRoleIds[0]!,
  '000042': '1900000000000000042',
  '100001': '1900000000000100001',
};

/**
 * Stands in for authentication in HTTP tests: the caller's tenant, user and roles come from the
 * X-Test-Tenant, X-Test-User, X-Test-Roles and X-Test-Dept headers (default: user 1 of the platform tenant,
 * holding the tenant's administrator role).
 */
class HeaderIdentityResolver extends RequestContextResolver {
  resolve({ headers }: ResolverInput) {
    const header = (name: string) => (typeof headers[name] === 'string' ? headers[name] : undefined);
    const tenantId = header('x-test-tenant') ?? platformTenantId;
    const userId = header('x-test-user') ?? '1';
    const roles = header('x-test-roles') ?? testAdministratorRoles[tenantId] ?? '';
    return {
      tenantId,
      userId,
      account: `user-${userId}`,
      deptId: header('x-test-dept') ?? '1',
      roleIds: roles.split(',').filter(Boolean),
    };
  }
}

/** The tests' own seed data, started after the product's: the other tenants' administrator roles. */
const testTenantsContext: BoundedContext = {
  name: 'test-tenants',
  async start(runtime) {
    for (const [tenantId, id] of Object.entries(testAdministratorRoles)) {
      if (tenantId === platformTenantId) continue;
      const role = { id, parentId: '0', roleName: '测试管理员', roleAlias: administratorAlias, sort: 1 };
      await seedRecords(runtime.executor, roleResource, tenantId, [role]);
    }
  },
};

export interface TestApp {
  app: NestFastifyApplication;
  runtime: Runtime;
  /**
   * Serves HTTP on a free loopback port, for callers outside the process (the simulator, a
   * bank's notices), and runs what `npm start` runs once it listens; answers the URL.
   */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The whole application, started as `npm start` starts it (every context, seeded), over
 * PostgreSQL or PGlite in memory, serving HTTP through `app.inject()`.
 */
export async function startTestApp(options: {
  databaseUrl?: string;
  /** More settings, as environment variables (e.g. PROCESS_ROLES). */
  env?: NodeJS.ProcessEnv;
  /** 'headers' (default): X-Test-Tenant and X-Test-User say who calls; 'tokens': access tokens do. */
  identity?: 'headers' | 'tokens';
  /**
   * 'in-process' (default): jobs in the database, as `npm start` runs them; 'bullmq': on the
   * machine's Redis, in a queue of this app's own, removed on close.
   */
  jobs?: 'in-process' | 'bullmq';
  /** The time commands and rules read (the system clock by default): a test may move it. */
  clock?: Clock;
  /** Contexts beyond the product's, started after them (a resource the code generator wrote). */
  contexts?: readonly BoundedContext[];
  /** Where the contexts' start lines go (nowhere by default). */
  log?: ContextLog;
}): Promise<TestApp> {
  const bullmqQueue = options.jobs === 'bullmq' ? `test-app-${randomUUID()}` : undefined;
  const config = loadConfig({
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    REDIS_URL: bullmqQueue ? testRedisUrl : undefined,
    JOB_QUEUE: bullmqQueue,
    // Tests bring the few regions they need (merchant-test-data.ts) rather than 44,703.
    REGION_IMPORT: 'off',
    // Nor the demo orders of a first embedded start: the demo's own suite turns them on.
    DEMO_DATA: 'off',
    // Suites sign in far more often than a person: the limits' own suite sets the real ones.
    TOKEN_LIMIT_PER_IP: '1000000',
    TOKEN_LIMIT_PER_ACCOUNT: '1000000',
    ...options.env,
  });
  const identity = (options.identity ?? 'headers') === 'headers' ? new HeaderIdentityResolver() : undefined;
  const started = [...contexts, testTenantsContext, ...(options.contexts ?? [])];
  const application = await startApplication(config, started, {
    log: options.log ?? { info: () => {} },
    clock: options.clock,
    http: { logLevel: 'silent', identity, checkAnswers: true },
    onProjectionError: () => {},
    onJobError: () => {},
  });
  const { http } = application;
  if (!http) throw new Error('the test app serves HTTP: PROCESS_ROLES must include api');
  return {
    app: http,
    runtime: application.runtime,
    async listen() {
      const url = await listen(http, '127.0.0.1', 0);
      await application.listening(url);
      return url;
    },
    async close() {
      await application.stop();
      // BullMQ's default key prefix: the runtime sets only the queue.
      if (bullmqQueue) await deleteRedisKeys(`bull:${bullmqQueue}:*`);
    },
  };
}

/** Builds a product image: the test app started on `env`'s database, and stopped. */
async function startedAndStopped(env: NodeJS.ProcessEnv): Promise<void> {
  await (await startTestApp({ env })).close();
}

/**
 * Declares `suite` twice: against the application on the machine's PostgreSQL (a scratch
 * database of its own) and on PGlite in memory. `current()` is the running app of each run.
 * With `bullmqOnPostgres`, the PostgreSQL run's jobs go through BullMQ on the machine's Redis,
 * as a deployment with REDIS_URL runs them; the PGlite run keeps the in-process queue. `env`
 * adds settings, read when each app starts (after the file's own beforeAll hooks); `identity`
 * is startTestApp's (who calls: test headers by default).
 */
export function describeOnBothDatabases(
  title: string,
  label: string,
  suite: (current: () => TestApp) => void,
  options: {
    bullmqOnPostgres?: boolean;
    env?: () => NodeJS.ProcessEnv;
    clock?: Clock;
    identity?: 'headers' | 'tokens';
  } = {},
): void {
  describe.each([
    ['PostgreSQL', true],
    ['PGlite', false],
  ])(`${title} on %s`, (_, onPostgres) => {
    let scratch: ScratchDatabase | undefined;
    let testApp: TestApp;
    beforeAll(async () => {
      const env = options.env?.();
      // Settings only add to the image: a context's start does what it finds undone. A clock of
      // the suite's own would stamp the seeds at its time, so that suite starts from empty.
      const fromImage = !options.clock;
      if (onPostgres) {
        const template = fromImage ? await productTemplateDatabase(startedAndStopped) : undefined;
        scratch = await createScratchDatabase(label, testServerUrl, template);
      }
      const image = !onPostgres && fromImage ? await productPgliteImage(startedAndStopped) : undefined;
      const jobs = onPostgres && options.bullmqOnPostgres ? 'bullmq' : 'in-process';
      testApp = await startTestApp({
        databaseUrl: scratch?.url,
        jobs,
        env: image ? { ...env, PGLITE_IMAGE: image } : env,
        clock: options.clock,
        identity: options.identity,
      });
    });
    afterAll(async () => {
      await testApp.close();
      await scratch?.drop();
    });
    suite(() => testApp);
  });
}
