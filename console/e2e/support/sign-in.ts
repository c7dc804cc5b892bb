import { expect, type Page } from '@playwright/test';
import { captchaCodeFor, nextCaptchaKey } from './captcha';

export interface SignInOptions {
  tenantId?: string;
  account?: string;
  password?: string;
  /** Where the browser starts: a deep link sends a signed-out visitor to the login page. */
  startAt?: string;
}

/**
 * Signs in through the real login form, reading the captcha's code from the server's store, and
 * waits for the home page. Fields are found by name so that it works in either language.
 */
export async function signIn(
  page: Page,
  { tenantId = '000000', account = 'admin', password = 'admin', startAt = '/login' }: SignInOptions = {},
): Promise<void> {
  // From a blank page: a captcha still loading on a login page already open would be answered
  // (and its body lost) by the navigation below.
  await page.goto('about:blank');
  const key = await nextCaptchaKey(page, () => page.goto(startAt));
  await page.locator('input[name="tenantId"]').fill(tenantId);
  await page.locator('input[name="account"]').fill(account);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="captchaCode"]').fill(await captchaCodeFor(key));
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL('**/wel/index');
  await expect(page.getByRole('navigation')).toBeVisible();
}
