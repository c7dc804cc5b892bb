import { sessionMessages } from '@console/features/session/session.i18n';
import { defineFeature } from '@console/lib/feature-manifest/feature-manifest';

/** Signing in (also through a third party), registering, and switching department and role. */
export const sessionFeature = defineFeature({
  namespace: 'session',
  messages: sessionMessages,
  routes: [
    {
      path: '/login',
      access: 'guestOnly',
      page: () => import('@console/features/session/components/login-page').then((m) => m.LoginPage),
    },
    {
      // Where a third-party provider sends the browser back (oauth/render's redirect address).
      path: '/oauth/redirect/:source',
      access: 'public',
      page: () =>
        import('@console/features/session/components/social-callback-page').then((m) => m.SocialCallbackPage),
    },
    {
      path: '/register',
      access: 'public',
      page: () => import('@console/features/session/components/register-page').then((m) => m.RegisterPage),
    },
  ],
});
