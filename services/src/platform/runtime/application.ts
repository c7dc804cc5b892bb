import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@platform/config/app-config';
import type { BoundedContext, ContextLog, Stop } from '@platform/contexts/bounded-context';
import { createHttpApp } from '@platform/http/http-app';
import type { HttpAppOptions } from '@platform/http/http-app.options';
import { ApplicationModule } from '@platform/runtime/application.module';
import { type RuntimeHooks, startRuntime } from '@platform/runtime/runtime';
import type { Runtime } from '@platform/runtime/runtime-services';

export interface Application {
  runtime: Runtime;
  /** Absent in a process without the api role. */
  http: NestFastifyApplication | undefined;
  /**
   * Says that `http` now listens at `url` (a URL this machine reaches it at): runs each
   * context's afterListen, whose background work is stopped first when the application stops.
   */
  listening(url: string): Promise<void>;
  stop(): Promise<void>;
}

export interface ApplicationOptions extends RuntimeHooks {
  log: ContextLog;
  http: HttpAppOptions;
}

/**
 * The one way the product starts, in production and in tests alike: the runtime over every
 * context; then, in processes with the worker role, each context's start in list order (seed
 * data is written once per deployment, not by every API node); then HTTP in processes with the
 * api role, and once it listens (`listening`), each context's afterListen.
 */
export async function startApplication(
  config: AppConfig,
  contexts: readonly BoundedContext[],
  options: ApplicationOptions,
): Promise<Application> {
  const runtime = await startRuntime(config, contexts, options);
  const stops: Stop[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
    await runtime.stop();
  };
  try {
    for (const [name, description] of Object.entries(runtime.outerSystems.describe()))
      options.log.info(`${name}: ${description}`);
    for (const context of config.roles.has('worker') ? contexts : []) {
      const stop = await context.start?.(runtime, options.log);
      if (stop) stops.push(stop);
    }
    const http = config.roles.has('api')
      ? await createHttpApp(ApplicationModule.forContexts(runtime, contexts), options.http)
      : undefined;
    const background: Stop[] = [];
    return {
      runtime,
      http,
      async listening(url) {
        for (const context of contexts) {
          const stop = await context.afterListen?.(runtime, url, options.log);
          if (stop) background.push(stop);
        }
      },
      async stop() {
        // The background work calls the API: it ends before HTTP closes.
        for (const stop of background.reverse()) await stop();
        await http?.close();
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
