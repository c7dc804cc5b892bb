import type { Migrations } from '@infra/migrations/migrations';
import * as workflow from '@infra/migrations/workflow/0090-workflow';
import * as definitionDeletedTime from '@infra/migrations/workflow/0198-definition-deleted-time';

/** The migrations of the workflow context's tables, by permanent name. */
export const workflowMigrations: Migrations = {
  '0090-workflow': workflow,
  '0198-definition-deleted-time': definitionDeletedTime,
};
