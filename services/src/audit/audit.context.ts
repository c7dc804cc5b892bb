import { type BoundedContext, contextJobs } from '@platform/contexts/bounded-context';
import { AuditModule } from '@services/audit/audit.module';
import { auditJobCatalogue, auditJobHandlers } from '@services/audit/trail-export/trail-export.jobs';

/**
 * audit: the explorer of the event history over GraphQL (who changed a record, when, from
 * where, and what it looked like at any revision or instant). It owns no events nor tables:
 * it reads the store through the indexes of the platform's migration 0070, and folds with the
 * aggregates every context declares. A record's timeline exports to xlsx by a job.
 */
export const auditContext: BoundedContext = {
  name: 'audit',
  module: AuditModule,
  jobs: contextJobs({ catalogue: auditJobCatalogue, handlers: auditJobHandlers }),
};
