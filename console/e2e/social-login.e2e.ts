import { createHash } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** At the provider's own pages: sign in as `login` and allow the console. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  const loginField = page.locator('input[name="login"]');
  const consent = page.getByRole('button', { name: 'Continue' });
  await expect(loginField.or(consent)).toBeVisible();
  if (await loginField.isVisible()) {
    await loginField.fill(login);
    await page.locator('input[name="password"]').fill('any');
    await page.getByRole('button', { name: 'Sign-in' }).click();
  }
  await consent.click();
}

/** Approves a pending registration as the platform administrator, through the API. */
async function approve(page: Page, account: string): Promise<void> {
  const basic = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
  const login = await page.request.post(
    `/api/blade-auth/oauth/token?grant_type=password&tenantId=000000&username=admin&password=${md5('admin')}`,
    { headers: { authorization: basic } },
  );
  const auth = { 'blade-auth': `bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const page1 = await page.request.get(`/api/blade-user/page?account=${account}`, { headers: auth });
  const [user] = ((await page1.json()) as { data: { records: Array<{ id: string }> } }).data.records;
  const approved = await page.request.post(`/api/blade-user/audit-pass?userIds=${user!.id}`, {
    headers: auth,
  });
  expect(((await approved.json()) as { code: number }).code).toBe(200);
}

test('a GitHub user registers from the login page, is approved, then signs in with GitHub', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'GitHub' }).click();
  await signInAtProvider(page, 'frank');

  // Back at the console: the identity has no account, so the registration dialog opens.
  await page.waitForURL('**/oauth/redirect/github**');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('input[name="tenantId"]').fill('000000');
  await dialog.locator('input[name="account"]').fill('frank');
  await dialog.locator('input[name="password"]').fill('frank-pw');
  await dialog.locator('input[name="password2"]').fill('frank-pw');
  await dialog.getByRole('button', { name: '注册' }).click();
  await expect(page.getByText('注册申请已提交,请耐心等待管理员通过!').first()).toBeVisible();
  await page.waitForURL('**/login');

  await approve(page, 'frank');

  // The provider remembers frank's sign-in and consent, so it sends the browser straight back.
  await page.getByRole('button', { name: 'GitHub' }).click();
  await page.waitForURL('**/wel/index');
  await expect(page.getByRole('navigation')).toBeVisible();
  await expect(page.getByText('frank').first()).toBeVisible();
});
