import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { toast } from './support/toast';

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

/** The platform administrator approves the registration on the users page, then signs out. */
async function approveInConsole(page: Page, account: string): Promise<void> {
  await signIn(page);
  await page.goto('/system/user/index');
  const users = page.getByRole('region', { name: '用户管理' });
  await users.getByLabel('登录账号').fill(account);
  await users.getByLabel('登录账号').press('Enter');
  const row = users.getByRole('row', { name: new RegExp(account) });
  await expect(row.getByText('待审核')).toBeVisible();
  await row.getByRole('checkbox').check();
  await users.getByRole('toolbar').getByRole('button', { name: '审核通过' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.fui-Toast').getByText('操作成功!').last()).toBeVisible();
  await expect(row.getByText('正常')).toBeVisible();

  await page.getByRole('button', { name: /管理员|admin/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await page.waitForURL('**/login');
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
  await expect(toast(page, '注册申请已提交,请耐心等待管理员通过!')).toBeVisible();
  await expect(page.locator('.fui-ToastTitle')).toHaveCount(1);
  await page.waitForURL('**/login');

  await approveInConsole(page, 'frank');

  // The provider remembers frank's sign-in and consent, so it sends the browser straight back.
  await page.getByRole('button', { name: 'GitHub' }).click();
  await page.waitForURL('**/wel/index');
  await expect(page.getByRole('navigation')).toBeVisible();
  await expect(page.getByText('frank').first()).toBeVisible();
});

test('in English, a submitted third-party registration says so in English', async ({ page }) => {
  const login = `grace${Date.now().toString(36)}`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('button', { name: 'GitHub' }).click();
  await signInAtProvider(page, login);

  await page.waitForURL('**/oauth/redirect/github**');
  const dialog = page.getByRole('alertdialog');
  await dialog.locator('input[name="tenantId"]').fill('000000');
  await dialog.locator('input[name="account"]').fill(login);
  await dialog.locator('input[name="password"]').fill('grace-pw');
  await dialog.locator('input[name="password2"]').fill('grace-pw');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(
    toast(page, 'Your registration was submitted; wait for an administrator to approve it!'),
  ).toBeVisible();
  await expect(page.locator('.fui-ToastTitle')).toHaveCount(1);
  await page.waitForURL('**/login');
});
