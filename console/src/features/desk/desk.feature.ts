import { deskMessages } from '@console/features/desk/desk.i18n';
import { defineFeature } from '@console/lib/feature-manifest/feature-manifest';

/** Office: notices, written with a rich-text editor. */
export const deskFeature = defineFeature({
  namespace: 'desk',
  messages: deskMessages,
  menuPages: {
    '/desk/notice': () => import('@console/features/desk/components/notice-page').then((m) => m.NoticePage),
  },
});
