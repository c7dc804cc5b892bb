import { createBrowserRouter, Navigate } from 'react-router-dom';
import { appRoutes } from '@console/app/app-routes';
import { GuestOnly, LockedOnly, RequireSession } from '@console/app/route-guards';
import { site } from '@console/config/site';

/**
 * The route tree (SPEC.md §2). Every screen is its own lazily loaded chunk, so the login page
 * loads without the main layout and the feature pages.
 */
export const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/wel" replace /> },
  { path: '/wel', element: <Navigate to={site.homePath} replace /> },
  {
    element: <GuestOnly />,
    children: [
      {
        path: '/login',
        lazy: () =>
          import('@console/features/session/components/login-page').then((m) => ({ Component: m.LoginPage })),
      },
    ],
  },
  {
    // Where a third-party provider sends the browser back (oauth/render's redirect address).
    path: '/oauth/redirect/:source',
    lazy: () =>
      import('@console/features/session/components/social-callback-page').then((m) => ({
        Component: m.SocialCallbackPage,
      })),
  },
  {
    path: '/register',
    lazy: () =>
      import('@console/features/session/components/register-page').then((m) => ({
        Component: m.RegisterPage,
      })),
  },
  {
    element: <LockedOnly />,
    children: [
      {
        path: '/lock',
        lazy: () =>
          import('@console/features/lock/components/lock-page').then((m) => ({ Component: m.LockPage })),
      },
    ],
  },
  ...(['404', '403', '500'] as const).map((status) => ({
    path: `/${status}`,
    lazy: () =>
      import('@console/features/errors/error-page').then((m) => ({
        Component: () => <m.ErrorPage status={status} />,
      })),
  })),
  {
    element: <RequireSession />,
    children: [
      {
        lazy: () => import('@console/app/main-layout').then((m) => ({ Component: m.MainLayout })),
        children: appRoutes,
      },
    ],
  },
]);
