import { resourceMessages } from '@console/features/resource/resource.i18n';
import { defineFeature } from '@console/lib/feature-manifest/feature-manifest';

/** Resource management: SMS settings (one enabled per tenant). */
export const resourceFeature = defineFeature({
  namespace: 'resource',
  messages: resourceMessages,
  menuPages: {
    '/resource/sms': () => import('@console/features/resource/components/sms-page').then((m) => m.SmsPage),
  },
});
