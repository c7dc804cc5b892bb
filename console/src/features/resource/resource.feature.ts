import { resourceMessages } from '@console/features/resource/resource.i18n';
import { defineFeature } from '@console/lib/feature-manifest/feature-manifest';

/** Resource management: storage and SMS settings (one enabled per tenant each), attachments. */
export const resourceFeature = defineFeature({
  namespace: 'resource',
  messages: resourceMessages,
  menuPages: {
    '/resource/oss': () => import('@console/features/resource/components/oss-page').then((m) => m.OssPage),
    '/resource/attach': () =>
      import('@console/features/resource/components/attach-page').then((m) => m.AttachPage),
    '/resource/sms': () => import('@console/features/resource/components/sms-page').then((m) => m.SmsPage),
  },
});
