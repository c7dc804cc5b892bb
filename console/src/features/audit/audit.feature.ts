import { auditMessages } from '@console/features/audit/audit.i18n';
import { defineFeature } from '@console/lib/feature-manifest/feature-manifest';

/** The audit explorer (审计): any record's history over GraphQL, as it was at any revision. */
export const auditFeature = defineFeature({
  namespace: 'audit',
  messages: auditMessages,
  menuPages: {
    '/audit/explorer': () => import('@console/features/audit/components/audit-page').then((m) => m.AuditPage),
  },
});
