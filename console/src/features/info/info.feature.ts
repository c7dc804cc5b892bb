import { infoMessages } from '@console/features/info/info.i18n';
import { defineFeature } from '@console/lib/feature-manifest/feature-manifest';

/** The signed-in user's own information and password. */
export const infoFeature = defineFeature({
  namespace: 'info',
  messages: infoMessages,
  routes: [
    {
      path: '/info/index',
      access: 'inLayout',
      tabLabel: 'info:title',
      page: () => import('@console/features/info/components/info-page').then((m) => m.InfoPage),
    },
  ],
});
