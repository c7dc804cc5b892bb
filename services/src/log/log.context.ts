import { logMigrations } from '@infra/migrations/log/log.migrations';
import type { BoundedContext } from '@platform/contexts/bounded-context';
import { LogModule } from '@services/log/log.module';

/**
 * blade-log: API, error and usual logs. Telemetry, not events: append-only tables written in
 * batches off the request path and pruned by age (LOG_RETENTION_DAYS).
 */
export const logContext: BoundedContext = {
  name: 'log',
  module: LogModule,
  migrations: logMigrations,
};
