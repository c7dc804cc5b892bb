import type { Migrations } from '@infra/migrations/migrations';
import * as notices from '@infra/migrations/desk/0120-notices';

/** The migrations of the desk context's tables, by permanent name. */
export const deskMigrations: Migrations = {
  '0120-notices': notices,
};
