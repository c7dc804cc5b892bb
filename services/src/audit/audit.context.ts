import type { BoundedContext } from '@platform/contexts/bounded-context';
import { AuditModule } from '@services/audit/audit.module';

/**
 * audit: the explorer of the event history over GraphQL (who changed a record, when, from
 * where, and what it looked like at any revision or instant). It owns no events nor tables:
 * it reads the store through the indexes of the platform's migration 0070, and folds with the
 * aggregates every context declares.
 */
export const auditContext: BoundedContext = {
  name: 'audit',
  module: AuditModule,
};
