import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { auth } from '@console/app/session';
import { TopBar } from '@console/app/top-bar';
import { useRouteTabs } from '@console/app/use-route-tabs';
import { Footer } from '@console/components/layout/footer';
import { PageLoading } from '@console/components/layout/page-loading';
import { Sidebar } from '@console/components/layout/sidebar';
import { TabBar } from '@console/components/layout/tab-bar';
import { useScreenSize } from '@console/hooks/use-screen-size';
import { useAppServices } from '@console/lib/app-services/app-services';
import { menuPathOf, menuTarget, visibleMenu } from '@console/lib/menu/menu-model';
import { useSession } from '@console/lib/session/session-context';
import type { MenuNode } from '@console/lib/session/session.types';
import { reopenedLocation, shownTabLocation, tabLocation } from '@console/lib/tabs/tab-location';
import { tabsStore, useTabs } from '@console/lib/tabs/tabs-store';
import type { Tab } from '@console/lib/tabs/tabs.reducer';

const useStyles = makeStyles({
  root: { display: 'flex', height: '100vh', overflow: 'hidden' },
  column: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  content: {
    flexGrow: 1,
    overflow: 'auto',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  shade: { position: 'fixed', inset: 0, zIndex: 10, backgroundColor: tokens.colorBackgroundOverlay },
});

/** The main layout (SPEC.md §2): menu, top bar, tabs, the page, footer. */
export function MainLayout() {
  const styles = useStyles();
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { confirm, notifySuccess } = useAppServices();
  const screen = useScreenSize();
  const small = screen === 0;
  const [collapsed, setCollapsed] = useState(small);
  const menu = useSession((snapshot) => snapshot.context.menu);
  const roleNames = useSession((snapshot) => snapshot.context.session?.userInfo.role_name ?? '');
  const shownMenu = useMemo(() => visibleMenu(menu, roleNames.split(',')), [menu, roleNames]);
  const tabs = useTabs();
  const { labelOf } = useRouteTabs(menu);

  const go = (tab: Pick<Tab, 'value' | 'query'>) => void navigate(tabLocation(tab));
  const after = (event: Parameters<typeof tabsStore.dispatch>[0]) => {
    tabsStore.dispatch(event);
    void navigate(shownTabLocation(tabsStore.getSnapshot()));
  };
  const openMenu = (node: MenuNode) => {
    const target = menuTarget(node);
    if (target.kind === 'window') window.open(target.url, '_blank', 'noopener');
    else void navigate(reopenedLocation(tabsStore.getSnapshot(), target.to));
    if (small) setCollapsed(true);
  };
  const clearCache = async () => {
    if (!(await confirm(t('tabs.confirmClearCache')))) return;
    await auth.clearCache();
    notifySuccess(t('tabs.cacheCleared'));
  };

  return (
    <div className={mergeClasses(styles.root, `screen-${screen}`)}>
      {small && !collapsed && <div className={styles.shade} onClick={() => setCollapsed(true)} />}
      {!(small && collapsed) && (
        <Sidebar
          menu={shownMenu}
          collapsed={collapsed}
          floating={small}
          currentPath={menuPathOf(pathname)}
          onOpen={openMenu}
          onExpand={() => setCollapsed(false)}
        />
      )}
      <div className={styles.column}>
        <TopBar collapsed={collapsed} onToggleMenu={() => setCollapsed(!collapsed)} />
        <TabBar
          state={tabs}
          labelOf={labelOf}
          onSelect={go}
          onClose={(tab) => after({ type: 'tab.close', value: tab.value })}
          onCloseOthers={(tab) => after({ type: 'tab.closeOthers', value: tab.value })}
          onCloseAll={() => after({ type: 'tab.closeAll' })}
          onClearCache={() => void clearCache()}
        />
        <main className={styles.content}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
    </div>
  );
}
