import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

test('admin signs in through the login form and lands on the home page', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByRole('tab', { name: '首页' })).toBeVisible();
  await expect(page.getByRole('navigation').getByText('系统管理')).toBeVisible();
});
