import { createElement } from 'react';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import type { PageLoader } from '@console/lib/feature-manifest/feature-manifest';

/** The generic screen of a registry resource as a menu's page; one chunk serves them all. */
export function resourcePage(name: string, options?: ScreenOptions): PageLoader {
  return async () => {
    const { ResourcePage } = await import('@console/components/resource-screen/resource-page');
    return () => createElement(ResourcePage, { name, options });
  };
}
