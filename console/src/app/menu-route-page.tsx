import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isMenuPage, pageForMenuPath } from '@console/app/pages';
import { PageLoading } from '@console/components/layout/page-loading';
import { NotAvailablePage } from '@console/features/errors/not-available-page';
import { menuPathOf } from '@console/lib/menu/menu-model';
import { useSession } from '@console/lib/session/session-context';

/**
 * A dynamic route (SPEC.md §2): a menu leaf is shown at its path plus /index. A menu without a
 * registered page says so honestly; a path that is no menu goes to /404.
 */
export function MenuRoutePage() {
  const { pathname } = useLocation();
  const menu = useSession((snapshot) => snapshot.context.menu);
  const menuLoading = useSession((snapshot) => snapshot.matches({ authenticated: { menu: 'loading' } }));
  // Right after login the menus are still on their way; a deep link waits for them.
  if (menuLoading && menu.length === 0) return <PageLoading />;
  const menuPath = menuPathOf(pathname);
  if (menuPath === undefined || !isMenuPage(menu, pathname)) return <Navigate to="/404" replace />;
  const Page = pageForMenuPath(menuPath);
  if (!Page) return <NotAvailablePage />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page key={menuPath} />
    </Suspense>
  );
}
