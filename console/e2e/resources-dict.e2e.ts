import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/sign-in';

const code = `e2e_${Date.now().toString(36)}`;
const toast = (page: Page, text: string) => page.locator('.fui-Toast').getByText(text).last();

test('admin adds a business dictionary and an item, which needs its key', async ({ page }) => {
  await signIn(page);
  await page.goto('/system/dictbiz/index');
  const [headers, items] = [0, 1].map((index) => page.getByRole('region', { name: '业务字典' }).nth(index));

  await headers.getByRole('toolbar').getByRole('button', { name: '新增' }).click();
  let dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('字典键值')).toHaveCount(0); // a header has no key
  await dialog.getByLabel('字典编号').fill(code);
  await dialog.getByLabel('字典名称').fill('端到端字典');
  await dialog.getByLabel('字典排序').fill('1');
  await expect(dialog.getByRole('combobox', { name: '字典封存' })).toHaveText('否');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '新增成功')).toBeVisible();

  await headers
    .getByRole('row', { name: new RegExp(code) })
    .getByRole('button', { name: '字典配置' })
    .click();
  await expect(page.getByText(`端到端字典（${code}）的字典项`)).toBeVisible();
  await items.getByRole('toolbar').getByRole('button', { name: '新增' }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('字典编号')).toHaveValue(code);
  await expect(dialog.getByLabel('字典编号')).toBeDisabled();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入字典键值')).toBeVisible();
  await expect(dialog.getByText('请输入字典名称')).toBeVisible();
  await dialog.getByLabel('字典键值').fill('1');
  await dialog.getByLabel('字典名称').fill('第一项');
  await dialog.getByLabel('字典排序').fill('1');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '新增成功')).toBeVisible();
  await expect(items.getByRole('row', { name: /第一项/ })).toBeVisible();
});
