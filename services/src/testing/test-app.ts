import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '@platform/config/app-config';
import { RequestContextResolver, type ResolverInput } from '@platform/context/request-context.resolver';
import { createHttpApp } from '@platform/http/http-app';
import { deleteRedisKeys, testRedisUrl } from '@platform/jobs/testing/test-redis';
import { startRuntime, type Runtime } from '@platform/runtime/runtime';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import { AppModule } from '@services/app.module';
import { appJobCatalogue, appJobHandlers } from '@services/app-jobs';
import { appProjections } from '@services/app-projections';
import { platformTenantId, seedAdministratorRoleIds } from '@infra/seed/platform-tenant.seed';
import { seedRecords } from '@platform/runtime/seed-records';
import { seedPlatformTenant } from '@services/seed-platform-tenant';
import { administratorAlias, roleResource } from '@services/system/role.resource';

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

async function seedTestAdministratorRoles(runtime: Runtime): Promise<void> {
  for (const [tenantId, id] of Object.entries(testAdministratorRoles)) {
    if (tenantId === platformTenantId) continue;
    const role = { id, parentId: '0', roleName: '测试管理员', roleAlias: administratorAlias, sort: 1 };
    await seedRecords(runtime.executor, roleResource, tenantId, [role]);
  }
}

export interface TestApp {
  app: NestFastifyApplication;
  runtime: Runtime;
  close(): Promise<void>;
}

/** The whole application, seeded as `npm start` seeds it, over PostgreSQL or PGlite in memory. */
export async function startTestApp(options: {
  databaseUrl?: string;
  /** More settings, as environment variables (e.g. PROCESS_ROLES). */
  env?: NodeJS.ProcessEnv;
  seed?: boolean;
  /** 'headers' (default): X-Test-Tenant and X-Test-User say who calls; 'tokens': access tokens do. */
  identity?: 'headers' | 'tokens';
  /**
   * 'in-process' (default): jobs in the database, as `npm start` runs them; 'bullmq': on the
   * machine's Redis, in a queue of this app's own, removed on close.
   */
  jobs?: 'in-process' | 'bullmq';
}): Promise<TestApp> {
  const bullmqQueue = options.jobs === 'bullmq' ? `test-app-${randomUUID()}` : undefined;
  const config = loadConfig({
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    REDIS_URL: bullmqQueue ? testRedisUrl : undefined,
    JOB_QUEUE: bullmqQueue,
    ...options.env,
  });
  const runtime = await startRuntime(config, {
    projections: appProjections,
    onProjectionError: () => {},
    jobCatalogue: appJobCatalogue,
    jobHandlers: appJobHandlers,
    onJobError: () => {},
  });
  if (options.seed ?? true) {
    await seedPlatformTenant(runtime.executor);
    await seedTestAdministratorRoles(runtime);
  }
  const identity = (options.identity ?? 'headers') === 'headers' ? HeaderIdentityResolver : undefined;
  const app = await createHttpApp(AppModule.forRuntime(runtime, { identity }), { logLevel: 'silent' });
  return {
    app,
    runtime,
    async close() {
      await app.close();
      await runtime.stop();
      // BullMQ's default key prefix: the runtime sets only the queue.
      if (bullmqQueue) await deleteRedisKeys(`bull:${bullmqQueue}:*`);
    },
  };
}

/**
 * Declares `suite` twice: against the application on the machine's PostgreSQL (a scratch
 * database of its own) and on PGlite in memory. `current()` is the running app of each run.
 * With `bullmqOnPostgres`, the PostgreSQL run's jobs go through BullMQ on the machine's Redis,
 * as a deployment with REDIS_URL runs them; the PGlite run keeps the in-process queue.
 */
export function describeOnBothDatabases(
  title: string,
  label: string,
  suite: (current: () => TestApp) => void,
  options: { bullmqOnPostgres?: boolean } = {},
): void {
  describe.each([
    ['PostgreSQL', true],
    ['PGlite', false],
  ])(`${title} on %s`, (_, onPostgres) => {
    let scratch: ScratchDatabase | undefined;
    let testApp: TestApp;
    beforeAll(async () => {
      scratch = onPostgres ? await createScratchDatabase(label) : undefined;
      const jobs = onPostgres && options.bullmqOnPostgres ? 'bullmq' : 'in-process';
      testApp = await startTestApp({ databaseUrl: scratch?.url, jobs });
    });
    afterAll(async () => {
      await testApp.close();
      await scratch?.drop();
    });
    suite(() => testApp);
  });
}
