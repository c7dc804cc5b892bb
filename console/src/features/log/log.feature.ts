import { logMessages } from '@console/features/log/log.i18n';
import { defineFeature } from '@console/lib/feature-manifest/feature-manifest';

const pages = () => import('@console/features/log/components/log-page');

/** The log viewers (日志管理): the usual, API and error logs of blade-log. */
export const logFeature = defineFeature({
  namespace: 'log',
  messages: logMessages,
  menuPages: {
    '/log/usual': () => pages().then((m) => m.UsualLogPage),
    '/log/api': () => pages().then((m) => m.ApiLogPage),
    '/log/error': () => pages().then((m) => m.ErrorLogPage),
  },
});
