import type { Migrations } from '@infra/migrations/migrations';
import * as eventStore from '@infra/migrations/platform/0001-event-store';
import * as projectionCheckpoints from '@infra/migrations/platform/0002-projection-checkpoints';
import * as jobs from '@infra/migrations/platform/0003-jobs';
import * as tenantPoliciesReadOnce from '@infra/migrations/platform/0060-tenant-policies-read-once';
import * as tenantRowCounts from '@infra/migrations/platform/0061-tenant-row-counts';
import * as eventsByType from '@infra/migrations/platform/0066-events-by-type';
import * as eventsForAudit from '@infra/migrations/platform/0070-events-for-audit';
import * as eventHashChains from '@infra/migrations/platform/0130-event-hash-chains';
import * as fencePerDatabase from '@infra/migrations/platform/0192-fence-per-database';
import * as eventsByUserAndTime from '@infra/migrations/platform/0202-events-by-user-and-time';
import * as eventStorePlansKept from '@infra/migrations/platform/0215-event-store-plans-kept';
import * as tenantSealsInOneInsert from '@infra/migrations/platform/0216-tenant-seals-in-one-insert';
import * as pendingOfTypes from '@infra/migrations/platform/0217-pending-of-types';
import * as fenceReadOnce from '@infra/migrations/platform/0218-fence-read-once';
import * as eventReadsPlannedOnce from '@infra/migrations/platform/0219-event-reads-planned-once';
import * as appendsInGroups from '@infra/migrations/platform/0220-appends-in-groups';

/**
 * The platform's own tables (event store and its indexes by type and for the audit explorer (by user and time too), projection checkpoints, job queue,
 * tenant row counts, the fence of the global order, its functions' plans kept per session, appends
 * written in groups)
 * and its tenant policies, by permanent name.
 */
export const platformMigrations: Migrations = {
  '0001-event-store': eventStore,
  '0002-projection-checkpoints': projectionCheckpoints,
  '0003-jobs': jobs,
  '0060-tenant-policies-read-once': tenantPoliciesReadOnce,
  '0061-tenant-row-counts': tenantRowCounts,
  '0066-events-by-type': eventsByType,
  '0070-events-for-audit': eventsForAudit,
  '0130-event-hash-chains': eventHashChains,
  '0192-fence-per-database': fencePerDatabase,
  '0202-events-by-user-and-time': eventsByUserAndTime,
  '0215-event-store-plans-kept': eventStorePlansKept,
  '0216-tenant-seals-in-one-insert': tenantSealsInOneInsert,
  '0217-pending-of-types': pendingOfTypes,
  '0218-fence-read-once': fenceReadOnce,
  '0219-event-reads-planned-once': eventReadsPlannedOnce,
  '0220-appends-in-groups': appendsInGroups,
};
