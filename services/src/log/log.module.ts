import { Global, Logger, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { Runtime } from '@platform/runtime/runtime-services';
import { registerLogHooks } from '@services/log/request-log.hook';
import { LogController } from '@services/log/log.controller';
import { loadLogSettings } from '@services/log/log-settings';
import { LogStore } from '@services/log/log-store';
import { pruneDaily } from '@services/log/log-retention';
import { UsualLog } from '@services/log/usual/usual-log';

const logger = new Logger('blade-log');

/**
 * blade-log: the process's log store, the hook that feeds it from every request, the viewers'
 * routes, and UsualLog for any context to inject (global, as logging is everyone's).
 */
@Global()
@Module({
  controllers: [LogController],
  providers: [
    {
      provide: LogStore,
      inject: [RUNTIME],
      useFactory: (runtime: Runtime) =>
        new LogStore(
          runtime.infrastructure.database,
          loadLogSettings(runtime.config.env),
          runtime.ids,
          runtime.clock,
          (problem) => logger.error(problem),
        ),
    },
    UsualLog,
  ],
  exports: [LogStore, UsualLog],
})
export class LogModule implements OnModuleInit, OnModuleDestroy {
  private stopPruning = () => {};

  constructor(
    private readonly host: HttpAdapterHost,
    private readonly logs: LogStore,
  ) {}

  onModuleInit(): void {
    registerLogHooks(this.host.httpAdapter.getInstance<FastifyInstance>(), this.logs);
    this.stopPruning = pruneDaily(this.logs, (error) =>
      logger.error(`pruning the logs failed: ${String(error)}`),
    );
  }

  /** The rows still in memory are written before the database closes. */
  async onModuleDestroy(): Promise<void> {
    this.stopPruning();
    await this.logs.stop();
  }
}
