import type { Migrations } from '@infra/migrations/migrations';
import * as contractTemplates from '@infra/migrations/contract/0112-contract-templates';

/** The migrations of the contract context's tables, by permanent name. */
export const contractMigrations: Migrations = {
  '0112-contract-templates': contractTemplates,
};
