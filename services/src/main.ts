import 'reflect-metadata';
import pino from 'pino';
import { loadConfig } from '@platform/config/app-config';
import { createHttpApp, listen } from '@platform/http/http-app';
import { httpOptionsFromEnv } from '@platform/http/http-app.options';
import { startRuntime } from '@platform/runtime/runtime';
import { AppModule } from '@services/app.module';
import { appJobCatalogue, appJobHandlers } from '@services/app-jobs';
import { appProjections } from '@services/app-projections';
import { startMerchantService } from '@services/merchant/merchant-startup';
import { seedPlatformTenant, seedRegions } from '@services/seed-platform-tenant';

/**
 * One process serving everything by default: API, projections and workers on one port
 * (PROCESS_ROLES chooses a subset, so each part can also scale on its own).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const runtime = await startRuntime(config, {
    projections: appProjections,
    onProjectionError: (projection, error) =>
      log.error({ err: error, projection }, 'projection batch failed; retrying'),
    jobCatalogue: appJobCatalogue,
    jobHandlers: appJobHandlers,
    onJobError: (error) => log.error({ err: error }, 'job runner error'),
  });
  const seeded = await seedPlatformTenant(runtime.executor);
  if (seeded > 0) log.info(`seeded ${seeded} records of tenant 000000`);
  const regions = await seedRegions({ executor: runtime.executor, store: runtime.infrastructure.store });
  if (regions > 0) log.info(`imported ${regions} regions`);
  const stopMerchantService = await startMerchantService(runtime, log);

  const app = config.roles.has('api')
    ? await createHttpApp(AppModule.forRuntime(runtime), httpOptionsFromEnv())
    : undefined;
  if (app) {
    const url = await listen(app, config.host, config.port);
    log.info(
      `Prepaid Steward listening on ${url.replace('[::1]', 'localhost').replace('0.0.0.0', 'localhost')} ` +
        `(database: ${runtime.infrastructure.database.kind}, events: ${runtime.infrastructure.store.kind})`,
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: stopping`);
    await app?.close();
    await runtime.stop();
    await stopMerchantService();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
