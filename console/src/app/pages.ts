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

/** A page of its own, a named export of a feature's module. */
function featurePage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType): Page {
  return lazy(async () => ({ default: pick(await load()) }));
}

const pagesByMenuPath: Record<string, Page> = {
  '/system/dept': resourcePage('dept'),
  '/system/post': resourcePage('post'),
  '/system/role': featurePage(
    () => import('@console/features/grants/components/role-page'),
    (module) => module.RolePage,
  ),
  '/system/menu': resourcePage('menu'),
  '/system/dict': resourcePage('dict'),
  '/system/dictbiz': resourcePage('dictBiz'),
  '/system/param': resourcePage('param'),
  '/system/tenant': resourcePage('tenant'),
  '/system/client': resourcePage('client'),
  '/system/topmenu': featurePage(
    () => import('@console/features/grants/components/top-menu-page'),
    (module) => module.TopMenuPage,
  ),
  '/system/datascope': resourcePage('dataScope'),
  '/system/apiscope': resourcePage('apiScope'),
};

/** The page of a menu path, given with or without the /index the routes add. */
export function pageForMenuPath(path: string): Page | undefined {
  return pagesByMenuPath[path] ?? pagesByMenuPath[path.replace(/\/index$/, '')];
}

export { lazy };
