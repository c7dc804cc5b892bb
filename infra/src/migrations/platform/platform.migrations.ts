import type { Migrations } from '@infra/migrations/migrations';
import * as eventStore from '@infra/migrations/platform/0001-event-store';
import * as projectionCheckpoints from '@infra/migrations/platform/0002-projection-checkpoints';
import * as jobs from '@infra/migrations/platform/0003-jobs';
import * as eventsByType from '@infra/migrations/platform/0050-events-by-type';

/** The platform's own tables (event store, projection checkpoints, job queue), by permanent name. */
export const platformMigrations: Migrations = {
  '0001-event-store': eventStore,
  '0002-projection-checkpoints': projectionCheckpoints,
  '0003-jobs': jobs,
  '0050-events-by-type': eventsByType,
};
