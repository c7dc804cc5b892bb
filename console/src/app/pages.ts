import { type ComponentType, createElement, lazy, type LazyExoticComponent } from 'react';

/**
 * The page that renders a server menu's path (SPEC.md §2: a leaf is shown at its path plus
 * /index). Features register their pages here; every page is its own lazily loaded chunk.
 */
type Page = LazyExoticComponent<ComponentType>;

/** A page as its own lazily loaded chunk. */
function page(load: () => Promise<ComponentType>): Page {
  return lazy(async () => ({ default: await load() }));
}

/** The generic screen of a registry resource (features/resources), one chunk for them all. */
function resourcePage(name: string): Page {
  return page(async () => {
    const { ResourcePage } = await import('@console/features/resources/components/resource-page');
    return () => createElement(ResourcePage, { name });
  });
}

/** A page of its own, a named export of a feature's module. */
function featurePage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType): Page {
  return page(async () => pick(await load()));
}

function dictPage(resource: 'dict' | 'dictBiz', layout: 'horizontal' | 'vertical'): Page {
  return page(async () => {
    const { DictScreen } = await import('@console/features/dict/components/dict-screen');
    return () => createElement(DictScreen, { resource, layout });
  });
}

const pagesByMenuPath: Record<string, Page> = {
  '/system/user': featurePage(
    () => import('@console/features/users/components/users-page'),
    (module) => module.UsersPage,
  ),
  '/system/dept': resourcePage('dept'),
  '/system/post': resourcePage('post'),
  '/system/role': featurePage(
    () => import('@console/features/grants/components/role-page'),
    (module) => module.RolePage,
  ),
  '/system/menu': resourcePage('menu'),
  '/system/dict': dictPage('dict', 'horizontal'),
  '/system/dictbiz': dictPage('dictBiz', 'horizontal'),
  // Fixed routes of SPEC.md §2, outside the menus: the system dictionaries in both layouts.
  '/dict-horizontal': dictPage('dict', 'horizontal'),
  '/dict-vertical': dictPage('dict', 'vertical'),
  '/system/param': resourcePage('param'),
  '/system/tenant': featurePage(
    () => import('@console/features/system/components/tenant-page'),
    (module) => module.TenantPage,
  ),
  '/system/client': resourcePage('client'),
  '/system/topmenu': featurePage(
    () => import('@console/features/grants/components/top-menu-page'),
    (module) => module.TopMenuPage,
  ),
  '/system/datascope': resourcePage('dataScope'),
  '/system/apiscope': resourcePage('apiScope'),
  '/system/region': featurePage(
    () => import('@console/features/system/components/region-page'),
    (module) => module.RegionPage,
  ),
  '/system/tenantpackage': featurePage(
    () => import('@console/features/system/components/tenant-package-page'),
    (module) => module.TenantPackagePage,
  ),
  // Prepaid business: merchants and goods.
  '/prepaid/merchant': featurePage(
    () => import('@console/features/merchant/components/merchant-page'),
    (module) => module.MerchantPage,
  ),
  '/prepaid/category': resourcePage('merchantCategory'),
  '/prepaid/industry-tag': resourcePage('industryTag'),
  '/prepaid/supervise-bank': resourcePage('superviseBank'),
  '/prepaid/merchant-ext': featurePage(
    () => import('@console/features/merchant/components/merchant-ext-page'),
    (module) => module.MerchantExtPage,
  ),
  '/prepaid/merchant-statistics': featurePage(
    () => import('@console/features/merchant/components/statistics-page'),
    (module) => module.StatisticsPage,
  ),
  '/prepaid/rule-base': featurePage(
    () => import('@console/features/merchant/components/rule-base-page'),
    (module) => module.RuleBasePage,
  ),
  '/prepaid/goods': featurePage(
    () => import('@console/features/goods/components/goods-page'),
    (module) => module.GoodsPage,
  ),
  '/prepaid/goods-mould': featurePage(
    () => import('@console/features/goods/components/goods-mould-page'),
    (module) => module.GoodsMouldPage,
  ),
  '/prepaid/goods-audit-config': featurePage(
    () => import('@console/features/goods/components/goods-audit-config-page'),
    (module) => module.GoodsAuditConfigPage,
  ),
  '/prepaid/goods-process-log': featurePage(
    () => import('@console/features/goods/components/goods-process-log-page'),
    (module) => module.GoodsProcessLogPage,
  ),
};

/** The page of a menu path, given with or without the /index the routes add. */
export function pageForMenuPath(path: string): Page | undefined {
  return pagesByMenuPath[path] ?? pagesByMenuPath[path.replace(/\/index$/, '')];
}

export { lazy };
