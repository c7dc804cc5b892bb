import { usersMessages } from '@console/features/users/users.i18n';
import { defineFeature } from '@console/lib/feature-manifest/feature-manifest';

/** The tenant's users, by department. */
export const usersFeature = defineFeature({
  namespace: 'users',
  messages: usersMessages,
  menuPages: {
    '/system/user': () => import('@console/features/users/components/users-page').then((m) => m.UsersPage),
  },
});
