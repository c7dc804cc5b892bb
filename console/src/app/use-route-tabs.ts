import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, matchRoutes, useLocation } from 'react-router-dom';
import { appRoutes } from '@console/app/app-routes';
import { isMenuPage } from '@console/app/pages';
import { featureRoutes } from '@console/app/features';
import { findMenuByPath, menuPathOf } from '@console/lib/menu/menu-model';
import { menuName } from '@console/lib/menu/menu-name';
import type { MenuNode } from '@console/lib/session/session.types';
import { tabsStore } from '@console/lib/tabs/tabs-store';
import type { Tab } from '@console/lib/tabs/tabs.reducer';

type TabLabel = Pick<Tab, 'label' | 'menuCode'>;

/** The fixed pages with a label, as a message key (namespace:key) so that it follows the language. */
const labelledRoutes = featureRoutes.filter((route) => route.tabLabel !== undefined);

/** A fixed page's label; its path may have parameters (the leave pages of SPEC.md §2). */
function fixedLabel(pathname: string): string | undefined {
  return labelledRoutes.find((route) => matchPath(route.path, pathname))?.tabLabel;
}

/** A page's tab label: a fixed page's message key, its menu, an embedded page's name, or its path. */
function pageLabel(pathname: string, query: Record<string, string>, menu: readonly MenuNode[]): TabLabel {
  const fixed = fixedLabel(pathname);
  if (fixed) return { label: fixed };
  const menuPath = menuPathOf(pathname);
  const node = menuPath === undefined ? undefined : findMenuByPath(menu, menuPath);
  if (node) return { label: node.name, menuCode: node.code };
  return { label: (pathname.startsWith('/myiframe/') && query.name) || pathname };
}

/**
 * Whether a path in the layout is a page. A path that only the menus could serve, and that no
 * menu names, is on its way to the 404 page: it must not stay behind as a tab.
 */
function isPage(menu: readonly MenuNode[], pathname: string): boolean {
  const servedByOwnRoute = matchRoutes(appRoutes, pathname)?.at(-1)?.route.path !== '*';
  return servedByOwnRoute || isMenuPage(menu, pathname);
}

/** Every page shown in the layout becomes (or selects) a tab, and names the document. */
export function useRouteTabs(menu: readonly MenuNode[]) {
  const { pathname, search } = useLocation();
  const { t, i18n } = useTranslation();
  // Worked out at each render, not stored, so that the opened tabs follow a language switch.
  const labelOf = (tab: TabLabel) =>
    tab.menuCode === undefined
      ? t(tab.label as 'title', { defaultValue: tab.label })
      : menuName({ code: tab.menuCode, name: tab.label }, i18n.language);

  useEffect(() => {
    if (!isPage(menu, pathname)) return;
    const query = Object.fromEntries(new URLSearchParams(search));
    tabsStore.dispatch({
      type: 'tab.open',
      tab: { ...pageLabel(pathname, query, menu), value: pathname, query },
    });
  }, [pathname, search, menu]);

  const active = tabsStore.getSnapshot().tabs.find((tab) => tab.value === pathname);
  useEffect(() => {
    // The page's own title, or the product's (SPEC.md §2).
    document.title = active ? `${labelOf(active)} - ${t('title')}` : t('title');
  });
  return { labelOf, language: i18n.language };
}
