import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { lastCodeSentTo } from './support/sms-gateway';

/** A template code no other run uses, so that this run's rows are found by it. */
const run = Date.now().toString(36).toUpperCase();

/** The latest toast with this text: the two adds each show one. */
const toast = (page: Page, text: string) => page.locator('.fui-Toast').getByText(text).last();

const smsScreen = (page: Page) => page.getByRole('region', { name: '短信配置' });

async function addLocalSetting(page: Page, templateId: string): Promise<void> {
  await smsScreen(page).getByRole('toolbar').getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: '服务商' }).click();
  await page.getByRole('option', { name: '本地短信网关' }).click();
  await dialog.getByLabel('模板ID').fill(templateId);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '新增成功')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('admin adds SMS settings and enables one, then another, on the generic screen', async ({ page }) => {
  await signIn(page);
  await page.goto('/resource/sms/index');
  await addLocalSetting(page, `E2E_${run}_A`);
  await addLocalSetting(page, `E2E_${run}_B`);

  const grid = page.getByRole('grid', { name: '短信配置' });
  const row = (suffix: string) => grid.getByRole('row', { name: new RegExp(`E2E_${run}_${suffix}`) });
  await row('A').getByRole('button', { name: '启用', exact: true }).click();
  await expect(row('A').getByRole('button', { name: '已启用' })).toBeDisabled();

  await row('B').getByRole('button', { name: '启用', exact: true }).click();
  await expect(row('B').getByRole('button', { name: '已启用' })).toBeDisabled();
  await expect(row('A').getByRole('button', { name: '启用', exact: true })).toBeEnabled();
});

test('admin sends a message with the enabled setting from the SMS screen', async ({ page }) => {
  await signIn(page);
  await page.goto('/resource/sms/index');
  const phone = `137${String(Date.now() % 1e8).padStart(8, '0')}`;
  await smsScreen(page).getByRole('toolbar').getByRole('button', { name: '发送' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('模板编号').fill('SMS_E2E');
  await dialog.getByLabel('手机号码').fill('12700000000');
  await dialog.getByLabel('短信参数').fill('{"code":"424242"}');
  await dialog.getByRole('button', { name: '发送' }).click();
  await expect(toast(page, '手机号码格式不正确')).toBeVisible();

  await dialog.getByLabel('手机号码').fill(phone);
  await dialog.getByRole('button', { name: '发送' }).click();
  await expect(toast(page, '发送成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await lastCodeSentTo(page.request, phone)).toBe('424242');
});
