import 'reflect-metadata';
import pino from 'pino';
import { loadConfig } from '@platform/config/app-config';
import { listen } from '@platform/http/http-app';
import { httpOptionsFromEnv } from '@platform/http/http-app.options';
import { startApplication } from '@platform/runtime/application';
import { contexts } from '@services/contexts';

/**
 * One process serving everything by default: API, projections and workers on one port
 * (PROCESS_ROLES chooses a subset, so each part can also scale on its own).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const application = await startApplication(config, contexts, {
    log: { info: (message) => log.info(message) },
    http: httpOptionsFromEnv(),
    onProjectionError: (projection, error) =>
      log.error({ err: error, projection }, 'projection batch failed; retrying'),
    onJobError: (error) => log.error({ err: error }, 'job runner error'),
  });
  const { http, runtime } = application;
  if (http) {
    const url = await listen(http, config.host, config.port);
    log.info(
      `Prepaid Steward listening on ${url.replace('[::1]', 'localhost').replace('0.0.0.0', 'localhost')} ` +
        `(database: ${runtime.infrastructure.database.kind}, events: ${runtime.infrastructure.store.kind})`,
    );
    await application.listening(url);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: stopping`);
    await application.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
