import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { seedAdministratorRoleIds } from '../../infra/src/seed/platform-tenant.seed';
import { adminApi } from './support/admin-api';
import { lastCodeSentTo } from './support/sms-gateway';
import { toast } from './support/toast';

test('a user signs in by a code sent to the phone, read from the local SMS gateway', async ({ page }) => {
  // A user of their own, whose phone no other test changes.
  const serial = String(Date.now() % 1e8).padStart(8, '0');
  const phone = `139${serial}`;
  const admin = await adminApi(page);
  await admin.post('/api/blade-user/submit', {
    account: `sms${serial}`,
    name: '短信用户',
    realName: '短信用户',
    password: createHash('md5').update('unused-password').digest('hex'),
    phone,
    roleId: seedAdministratorRoleIds.join(','),
  });

  await page.goto('/login');
  await page.getByRole('button', { name: '手机号登录' }).click();
  const phoneField = page.locator('input[name="phone"]');
  await phoneField.fill('1390000');
  await page.getByRole('button', { name: '发送验证码' }).click();
  await expect(page.getByText('手机号码长度不为11位')).toBeVisible();

  await phoneField.fill(phone);
  await page.getByRole('button', { name: '发送验证码' }).click();
  await expect(toast(page, '验证码已发送')).toBeVisible();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  const code = await lastCodeSentTo(page.request, phone);
  expect(code).toMatch(/^\d{6}$/);

  const codeField = page.locator('input[name="code"]');
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await page.locator('form button[type="submit"]').click();
  await expect(toast(page, '验证码不正确')).toBeVisible();

  await codeField.fill(code);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL('**/wel/index');
  await expect(page.getByRole('navigation')).toBeVisible();
  // The top bar names the account the phone belongs to.
  await expect(page.getByRole('button', { name: new RegExp(`sms${serial}`) })).toBeVisible();
});
