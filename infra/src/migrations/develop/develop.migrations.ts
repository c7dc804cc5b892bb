import type { Migrations } from '@infra/migrations/migrations';
import * as develop from '@infra/migrations/develop/0125-develop';

/** The migrations of the develop context's tables, by permanent name. */
export const developMigrations: Migrations = {
  '0125-develop': develop,
};
