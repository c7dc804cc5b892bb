import { createBrowserRouter, Navigate } from 'react-router-dom';
import { appRoutes } from '@console/app/app-routes';
import { routesWithAccess } from '@console/app/feature-routes';
import { GuestOnly, LockedOnly, RequireSession } from '@console/app/route-guards';
import { site } from '@console/config/site';

/**
 * The route tree (SPEC.md §2). Every screen is its own lazily loaded chunk, so the login page
 * loads without the main layout and the feature pages.
 */
export const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/wel" replace /> },
  { path: '/wel', element: <Navigate to={site.homePath} replace /> },
  { element: <GuestOnly />, children: routesWithAccess('guestOnly') },
  ...routesWithAccess('public'),
  { element: <LockedOnly />, children: routesWithAccess('lockedOnly') },
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
