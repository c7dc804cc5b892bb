import { expect, test } from '@playwright/test';
import { scriptsLoadedBy } from './support/login-scripts';

/** The budget: the login page must not wait for the rest of the console's code. */
const loginBudgetBytes = 250 * 1024;

test('the login page loads at most 250 KB of gzipped JavaScript', async ({ page }) => {
  const scripts = await scriptsLoadedBy(page, () => page.goto('/login'));
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(loginBudgetBytes);
});
