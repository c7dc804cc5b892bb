import { expect, test } from '@playwright/test';
import { scriptsLoadedBy } from './support/login-scripts';

/** The budget: the login page must not wait for the rest of the console's code. */
const loginBudgetBytes = 250 * 1024;

test('the login page transfers at most 250 KB of JavaScript, every script compressed', async ({ page }) => {
  const scripts = await scriptsLoadedBy(page, () => page.goto('/login'));
  const total = scripts.reduce((sum, script) => sum + script.transferredBytes, 0);
  test.info().annotations.push({
    type: 'login JavaScript on the wire',
    description: `${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB`,
  });

  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((script) => script.transferredBytes > 0)).toBe(true);
  expect(scripts.filter((script) => !script.contentEncoding).map((script) => script.url)).toEqual([]);
  expect(total).toBeLessThanOrEqual(loginBudgetBytes);
});
