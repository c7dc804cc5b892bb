import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { pageForMenuPath } from '@console/app/pages';
import { NotAvailablePage } from '@console/features/errors/not-available-page';
import { findMenuByPath, menuPathOf } from '@console/features/layout/menu/menu-model';
import { useSession } from '@console/features/session/session-context';
import { PageLoading } from '@console/features/layout/components/page-loading';

/** Pages at fixed paths that another feature registers in pages.ts (SPEC.md §2). */
const fixedRegisteredPaths = ['/dict-horizontal', '/dict-vertical'];

/**
 * A dynamic route (SPEC.md §2): a menu leaf is shown at its path plus /index. A menu without a
 * registered page says so honestly; a path that is no menu goes to /404.
 */
export function MenuRoutePage() {
  const { pathname } = useLocation();
  const menu = useSession((snapshot) => snapshot.context.menu);
  const menuLoading = useSession((snapshot) => snapshot.matches({ authenticated: { menu: 'loading' } }));
  const menuPath = menuPathOf(pathname);
  // Right after login the menus are still on their way; a deep link waits for them.
  if (menuLoading && menu.length === 0) return <PageLoading />;
  const known =
    menuPath !== undefined && (fixedRegisteredPaths.includes(menuPath) || findMenuByPath(menu, menuPath));
  if (!known) return <Navigate to="/404" replace />;
  const Page = pageForMenuPath(menuPath);
  if (!Page) return <NotAvailablePage />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page key={menuPath} />
    </Suspense>
  );
}
