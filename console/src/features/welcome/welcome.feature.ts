import { welcomeMessages } from '@console/features/welcome/welcome.i18n';
import { defineFeature } from '@console/lib/feature-manifest/feature-manifest';

/** The home tab and the dashboard of what the signed-in user may reach (/wel). */
export const welcomeFeature = defineFeature({
  namespace: 'welcome',
  messages: welcomeMessages,
  routes: [
    {
      path: '/wel/index',
      access: 'inLayout',
      tabLabel: 'layout:home',
      page: () => import('@console/features/welcome/components/home-page').then((m) => m.HomePage),
    },
    {
      path: '/wel/dashboard',
      access: 'inLayout',
      tabLabel: 'welcome:dashboard.title',
      page: () => import('@console/features/welcome/components/dashboard-page').then((m) => m.DashboardPage),
    },
  ],
});
