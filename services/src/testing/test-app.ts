import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '@platform/config/app-config';
import { RequestContextResolver, type ResolverInput } from '@platform/context/request-context.resolver';
import { createHttpApp } from '@platform/http/http-app';
import { startRuntime, type Runtime } from '@platform/runtime/runtime';
import { AppModule } from '@services/app.module';
import { appJobCatalogue, appJobHandlers } from '@services/app-jobs';
import { appProjections } from '@services/app-projections';
import { seedPlatformTenant } from '@services/seed-platform-tenant';

/**
 * Stands in for authentication in HTTP tests: the caller's tenant and user come from the
 * X-Test-Tenant and X-Test-User headers (default: the platform tenant's user 1).
 */
class HeaderIdentityResolver extends RequestContextResolver {
  resolve({ headers }: ResolverInput) {
    const tenantId = typeof headers['x-test-tenant'] === 'string' ? headers['x-test-tenant'] : '000000';
    const userId = typeof headers['x-test-user'] === 'string' ? headers['x-test-user'] : '1';
    return { tenantId, userId, account: `user-${userId}`, deptId: '1', roleIds: [] };
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
}): Promise<TestApp> {
  const config = loadConfig({
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const runtime = await startRuntime(config, {
    projections: appProjections,
    onProjectionError: () => {},
    jobCatalogue: appJobCatalogue,
    jobHandlers: appJobHandlers,
    onJobError: () => {},
  });
  if (options.seed ?? true) await seedPlatformTenant(runtime.executor);
  const identity = (options.identity ?? 'headers') === 'headers' ? HeaderIdentityResolver : undefined;
  const app = await createHttpApp(AppModule.forRuntime(runtime, { identity }), { logLevel: 'silent' });
  return {
    app,
    runtime,
    async close() {
      await app.close();
      await runtime.stop();
    },
  };
}
