import { expect, type Page } from '@playwright/test';
import { adminApi } from './admin-api';

/** A node of menu/routes: a page when it has no children. */
export interface MenuRoute {
  name: string;
  path: string;
  children?: MenuRoute[];
}

/** The console's own pages of the admin's menu as the server answers it: leaves that are not external links. */
export async function menuPages(page: Page): Promise<MenuRoute[]> {
  const api = await adminApi(page);
  return pagesOf(await api.get<MenuRoute[]>('/api/blade-system/menu/routes'));
}

function pagesOf(routes: MenuRoute[]): MenuRoute[] {
  return routes.flatMap((route) => {
    if (route.children?.length) return pagesOf(route.children);
    return /^https?:\/\/|html/i.test(route.path) ? [] : [route];
  });
}

/**
 * Shows a menu page as the app's own links do (without reloading the app, which is much faster),
 * once it is drawn: its tab shown, and its list's rows (or its empty state) arrived.
 */
export async function showMenuPage(page: Page, screen: MenuRoute): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `${screen.path}/index`);
  await expect(page.getByRole('tab', { name: screen.name, selected: true })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}
