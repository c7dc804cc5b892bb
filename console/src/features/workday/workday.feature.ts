import { workdayMessages } from '@console/features/workday/workday.i18n';
import { defineFeature } from '@console/lib/feature-manifest/feature-manifest';

/** The workday calendar (/system/workday): holidays and adjusted working days, a year at a time. */
export const workdayFeature = defineFeature({
  namespace: 'workday',
  messages: workdayMessages,
  menuPages: {
    '/system/workday': () =>
      import('@console/features/workday/components/workday-page').then((m) => m.WorkdayPage),
  },
});
