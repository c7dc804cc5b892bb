import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/sign-in';

const openedTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { name });

test('locking asks for the password in the app’s words, and unlocking returns to the page that was open, after a reload too', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/system/post/index');
  await page.goto('/system/param/index');
  await expect(openedTab(page, '参数管理')).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: '锁屏' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '锁屏' }).click();
  await expect(dialog.getByText('请输入锁屏密码')).toBeVisible();
  await page.locator('input[name="lockPassword"]').fill('let-me-in');
  await dialog.getByRole('button', { name: '锁屏' }).click();
  await expect(page).toHaveURL(/\/lock$/);

  await page.reload();
  await page.getByRole('button', { name: '解锁' }).click();
  await expect(page.getByText('请输入锁屏密码')).toBeVisible();
  await page.locator('input[name="unlockPassword"]').fill('let-me-in');
  await page.getByRole('button', { name: '解锁' }).click();
  await expect(page).toHaveURL(/\/system\/param\/index$/);
  await expect(openedTab(page, '参数管理')).toHaveAttribute('aria-selected', 'true');
});
