import { expect, test } from '@playwright/test';
import { captchaCodeFor, nextCaptchaKey } from './support/captcha';
import { signIn } from './support/sign-in';
import { toast } from './support/toast';

test('admin signs in through the login form and lands on the home page', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByRole('tab', { name: '首页' })).toBeVisible();
  await expect(page.getByRole('navigation').getByText('系统管理')).toBeVisible();
});

test("a wrong password shows the server's message and draws a new captcha", async ({ page }) => {
  const key = await nextCaptchaKey(page, () => page.goto('/login'));
  await page.locator('input[name="account"]').fill('admin');
  await page.locator('input[name="password"]').fill('not-the-password');
  await page.locator('input[name="captchaCode"]').fill(await captchaCodeFor(key));
  const nextKey = nextCaptchaKey(page, () => page.locator('form button[type="submit"]').click());
  await expect(toast(page, '用户名或密码错误')).toBeVisible();
  expect(await nextKey).not.toBe(key);
  await expect(page).toHaveURL(/\/login$/);
});

test('without a session the console sends every page to /login, and unknown paths to /404 once signed in', async ({
  page,
}) => {
  await page.goto('/system/user/index');
  await expect(page).toHaveURL(/\/login$/);
  const captcha = page.getByRole('img', { name: '验证码图片, 点击刷新' });
  await expect(captcha).toBeVisible();
  // The browser decoded the PNG the server drew (a broken image would be visible too).
  await expect
    .poll(() => captcha.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(160);
  await signIn(page);
  await page.goto('/no/such/page/index');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/wel\/index$/);
});

test('logging out asks first, then returns to /login and forgets the session', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: /管理员|admin/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByText('退出系统, 是否继续?')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/wel/index');
  await expect(page).toHaveURL(/\/login$/);
});

test('the register page checks its fields in the order of SPEC §5, in Chinese', async ({ page }) => {
  await page.goto('/register');
  const submit = page.locator('form button[type="submit"]');
  await page.locator('input[name="tenantId"]').fill('');
  await submit.click();
  await expect(page.getByText('请先输入租户编号')).toBeVisible();
  await page.locator('input[name="tenantId"]').fill('000000');
  await submit.click();
  await expect(page.getByText('请先输入账号名称')).toBeVisible();
  await page.locator('input[name="account"]').fill('newcomer');
  await submit.click();
  await expect(page.getByText('请先输入密码')).toBeVisible();
  await page.locator('input[name="password"]').fill('a-password');
  await page.locator('input[name="password2"]').fill('another');
  await submit.click();
  await expect(page.getByText('两次密码输入不一致')).toBeVisible();
  await page.locator('input[name="password2"]').fill('a-password');
  await submit.click();
  await expect(page).toHaveURL(/\/login$/);

  // The same account again: the server refuses, in its own words.
  await page.goto('/register');
  for (const [name, value] of Object.entries({ account: 'newcomer', password: 'a', password2: 'a' }))
    await page.locator(`input[name="${name}"]`).fill(value);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText('当前用户已存在!')).toBeVisible();
});
