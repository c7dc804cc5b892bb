import { expect, type Page, test } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { blockingViolations } from './support/axe';
import { signIn } from './support/sign-in';

/** A node of menu/routes: a page when it has no children. */
interface MenuRoute {
  name: string;
  path: string;
  children?: MenuRoute[];
}

/** Goes to a path as the app's own links do (without reloading the app), which is much faster. */
async function showInTheApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The console's own pages: leaves of the menu tree that are not external links. */
function pagesOf(routes: MenuRoute[]): MenuRoute[] {
  return routes.flatMap((route) => {
    if (route.children?.length) return pagesOf(route.children);
    return /^https?:\/\/|html/i.test(route.path) ? [] : [route];
  });
}

test('the login page has no serious or critical accessibility violation, in either language', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.locator('input[name="captchaCode"]')).toBeVisible();
  const found = await blockingViolations(page, 'login (zh)');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  found.push(...(await blockingViolations(page, 'login (en)')));
  expect(found).toEqual([]);
});

test('every menu page has no serious or critical accessibility violation', async ({ page }) => {
  test.setTimeout(600_000);
  await signIn(page);
  const api = await adminApi(page);
  // A11Y_PATH keeps the pages whose path contains it, to look at a few while working on them.
  const only = process.env.A11Y_PATH;
  const screens = pagesOf(await api.get<MenuRoute[]>('/api/blade-system/menu/routes')).filter(
    (screen) => !only || screen.path.includes(only),
  );
  expect(screens.length).toBeGreaterThan(only ? 0 : 20);
  const found = await blockingViolations(page, '首页');
  for (const screen of screens) {
    await showInTheApp(page, `${screen.path}/index`);
    await expect(page.getByRole('tab', { name: screen.name, selected: true })).toBeVisible();
    // A list is judged once its rows (or its empty state) have arrived, not while it loads.
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    found.push(...(await blockingViolations(page, `${screen.name} ${screen.path}`)));
  }
  expect(found).toEqual([]);
});
