import { lockMessages } from '@console/features/lock/lock.i18n';
import { defineFeature } from '@console/lib/feature-manifest/feature-manifest';

/** The lock screen (SPEC.md §4): the top bar's button locks, /lock unlocks. */
export const lockFeature = defineFeature({
  namespace: 'lock',
  messages: lockMessages,
  routes: [
    {
      path: '/lock',
      access: 'lockedOnly',
      page: () => import('@console/features/lock/components/lock-page').then((m) => m.LockPage),
    },
  ],
});
