import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { findMenuByPath, menuPathOf } from '@console/features/layout/menu/menu-model';
import type { MenuNode } from '@console/features/session/session.types';
import { tabsStore } from '@console/features/tabs/tabs-store';
import type { Tab } from '@console/features/tabs/tabs.reducer';

/** The fixed pages' labels, as message keys (namespace:key) so that they follow the language. */
const fixedLabels: Record<string, string> = {
  '/wel/index': 'layout:home',
  '/wel/dashboard': 'layout:userMenu.dashboard',
  '/info/index': 'info:title',
};

/** Every page shown in the layout becomes (or selects) a tab, and names the document. */
export function useRouteTabs(menu: readonly MenuNode[]) {
  const { pathname, search } = useLocation();
  const { t, i18n } = useTranslation();
  const labelOf = (tab: Pick<Tab, 'label'>) => t(tab.label as 'title', { defaultValue: tab.label });

  useEffect(() => {
    const menuPath = menuPathOf(pathname);
    const query = Object.fromEntries(new URLSearchParams(search));
    const label =
      fixedLabels[pathname] ??
      (menuPath && findMenuByPath(menu, menuPath)?.name) ??
      (pathname.startsWith('/myiframe/') && query.name) ??
      pathname;
    tabsStore.dispatch({ type: 'tab.open', tab: { label, value: pathname, query } });
  }, [pathname, search, menu]);

  const active = tabsStore.getSnapshot().tabs.find((tab) => tab.value === pathname);
  useEffect(() => {
    // The page's own title, or the product's (SPEC.md §2).
    document.title = active ? `${labelOf(active)} - ${t('title')}` : t('title');
  });
  return { labelOf, language: i18n.language };
}
