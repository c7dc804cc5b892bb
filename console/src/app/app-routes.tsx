import type { RouteObject } from 'react-router-dom';

/** The fixed routes inside the main layout (SPEC.md §2); anything else is looked up in the menus. */
export const appRoutes: RouteObject[] = [
  {
    path: '/wel/index',
    lazy: () => import('@console/features/layout/pages/home-page').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: '/wel/dashboard',
    lazy: () =>
      import('@console/features/layout/pages/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  },
  {
    path: '/info/index',
    lazy: () =>
      import('@console/features/info/components/info-page').then((m) => ({ Component: m.InfoPage })),
  },
  {
    path: '/myiframe/*',
    lazy: () =>
      import('@console/features/layout/pages/iframe-page').then((m) => ({ Component: m.IframePage })),
  },
  {
    // The leave process arrives with the workflow module; until then its routes say so.
    // Relative to the pathless layout route: the leave routes of SPEC.md §2.
    path: 'work/process/leave/*',
    lazy: () =>
      import('@console/features/errors/not-available-page').then((m) => ({ Component: m.NotAvailablePage })),
  },
  {
    path: '/test/index',
    lazy: () =>
      import('@console/features/errors/not-available-page').then((m) => ({ Component: m.NotAvailablePage })),
  },
  {
    // Menu pages, and the fixed pages registered in pages.ts (the dictionary layouts).
    path: '*',
    lazy: () => import('@console/app/menu-route-page').then((m) => ({ Component: m.MenuRoutePage })),
  },
];
