import type { Migrations } from '@infra/migrations/migrations';
import * as report from '@infra/migrations/report/0140-report';

/** The migrations of the report context's tables, by permanent name. */
export const reportMigrations: Migrations = {
  '0140-report': report,
};
