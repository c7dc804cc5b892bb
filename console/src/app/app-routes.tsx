import type { RouteObject } from 'react-router-dom';
import { routesWithAccess } from '@console/app/feature-routes';

/**
 * The routes inside the main layout (SPEC.md §2): the features' fixed pages, the embedded pages
 * of external menus, the placeholders of modules still to come; anything else is looked up in
 * the menus.
 */
export const appRoutes: RouteObject[] = [
  ...routesWithAccess('inLayout'),
  {
    path: '/myiframe/*',
    lazy: () => import('@console/app/iframe-page').then((m) => ({ Component: m.IframePage })),
  },
  {
    path: '/test/index',
    lazy: () =>
      import('@console/features/errors/not-available-page').then((m) => ({ Component: m.NotAvailablePage })),
  },
  {
    // Menu pages, and the pages the features serve at menu-style paths no menu names.
    path: '*',
    lazy: () => import('@console/app/menu-route-page').then((m) => ({ Component: m.MenuRoutePage })),
  },
];
