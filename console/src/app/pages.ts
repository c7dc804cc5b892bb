import { type ComponentType, createElement, lazy, type LazyExoticComponent } from 'react';

/**
 * The page that renders a server menu's path (SPEC.md §2: a leaf is shown at its path plus
 * /index). Features register their pages here; every page is its own lazily loaded chunk.
 */
type Page = LazyExoticComponent<ComponentType>;

/** The generic screen of a registry resource (features/resources), one chunk for them all. */
function resourcePage(name: string): Page {
  return lazy(async () => {
    const { ResourcePage } = await import('@console/features/resources/components/resource-page');
    return { default: () => createElement(ResourcePage, { name }) };
  });
}

const pagesByMenuPath: Record<string, Page> = {
  '/system/dept': resourcePage('dept'),
  '/system/post': resourcePage('post'),
  '/system/role': resourcePage('role'),
  '/system/menu': resourcePage('menu'),
  '/system/dict': resourcePage('dict'),
  '/system/dictbiz': resourcePage('dictBiz'),
  '/system/param': resourcePage('param'),
  '/system/tenant': resourcePage('tenant'),
  '/system/client': resourcePage('client'),
  '/system/topmenu': resourcePage('topMenu'),
  '/system/datascope': resourcePage('dataScope'),
  '/system/apiscope': resourcePage('apiScope'),
};

/** The page of a menu path, given with or without the /index the routes add. */
export function pageForMenuPath(path: string): Page | undefined {
  return pagesByMenuPath[path] ?? pagesByMenuPath[path.replace(/\/index$/, '')];
}

export { lazy };
