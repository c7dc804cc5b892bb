import { reportMessages } from '@console/features/report/report.i18n';
import { defineFeature } from '@console/lib/feature-manifest/feature-manifest';

/** Reports: definitions over the read models, each run as a chart and a table, and exported. */
export const reportFeature = defineFeature({
  namespace: 'report',
  messages: reportMessages,
  menuPages: {
    '/report/rest': () => import('@console/features/report/components/report-page').then((m) => m.ReportPage),
  },
});
