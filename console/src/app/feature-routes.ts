import type { RouteObject } from 'react-router-dom';
import { featureRoutes } from '@console/app/features';
import type { RouteAccess } from '@console/lib/feature-manifest/feature-manifest';

/** The features' fixed routes of one access, each page loaded by the router when first shown. */
export function routesWithAccess(access: RouteAccess): RouteObject[] {
  return featureRoutes
    .filter((route) => route.access === access)
    .map(({ path, page }) => ({ path, lazy: async () => ({ Component: await page() }) }));
}
