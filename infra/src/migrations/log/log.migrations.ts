import type { Migrations } from '@infra/migrations/migrations';
import * as logs from '@infra/migrations/log/0080-logs';

/** The migrations of blade-log's tables, by permanent name. */
export const logMigrations: Migrations = {
  '0080-logs': logs,
};
