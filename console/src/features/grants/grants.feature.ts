import { grantsMessages } from '@console/features/grants/grants.i18n';
import { defineFeature } from '@console/lib/feature-manifest/feature-manifest';

/** Roles and top menus, with what they are granted. */
export const grantsFeature = defineFeature({
  namespace: 'grants',
  messages: grantsMessages,
  menuPages: {
    '/system/role': () => import('@console/features/grants/components/role-page').then((m) => m.RolePage),
    '/system/topmenu': () =>
      import('@console/features/grants/components/top-menu-page').then((m) => m.TopMenuPage),
  },
});
