import { expect, test } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { menuPages, showMenuPage } from './support/menu-pages';
import { signIn } from './support/sign-in';

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
  // A11Y_PATH keeps the pages whose path contains it, to look at a few while working on them.
  const only = process.env.A11Y_PATH;
  const screens = (await menuPages(page)).filter((screen) => !only || screen.path.includes(only));
  expect(screens.length).toBeGreaterThan(only ? 0 : 20);
  const found = await blockingViolations(page, '首页');
  for (const screen of screens) {
    // A list is judged once its rows (or its empty state) have arrived, not while it loads.
    await showMenuPage(page, screen);
    found.push(...(await blockingViolations(page, `${screen.name} ${screen.path}`)));
  }
  expect(found).toEqual([]);
});
