import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/sign-in';

const suffix = Date.now().toString(36);
const toast = (page: Page, text: string) => page.locator('.fui-Toast').getByText(text).last();

test('the parameter form says what is missing as each field is left, then saves and edits', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/system/param/index');
  const params = page.getByRole('region', { name: '参数管理' });
  await params.getByRole('toolbar').getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog');
  for (const [label, message] of [
    ['参数名称', '请输入参数名称'],
    ['参数键名', '请输入参数键名'],
    ['参数键值', '请输入参数键值'],
  ]) {
    await dialog.getByLabel(label).focus();
    await dialog.getByLabel(label).blur();
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await dialog.getByLabel('参数名称').fill(`参数${suffix}`);
  await dialog.getByLabel('参数键名').fill(`e2e.${suffix}`);
  await dialog.getByLabel('参数键值').fill('1');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '新增成功')).toBeVisible();

  await params
    .getByRole('row', { name: new RegExp(`e2e.${suffix}`) })
    .getByRole('button', { name: '编辑' })
    .click();
  await dialog.getByLabel('参数键值').fill('2');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '更新成功')).toBeVisible();
});

test('a tenant package needs its menus, and sends them comma-joined', async ({ page }) => {
  await signIn(page);
  await page.goto('/system/tenantpackage/index');
  const packages = page.getByRole('region', { name: '租户产品包' });
  await packages.getByRole('toolbar').getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('产品包名称').fill(`产品包${suffix}`);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请选择菜单')).toBeVisible();

  await dialog
    .getByRole('tree', { name: '菜单' })
    .getByRole('treeitem', { name: '系统管理' })
    .getByRole('checkbox')
    .first()
    .click();
  const [submit] = await Promise.all([
    page.waitForRequest((request) => request.url().endsWith('/api/blade-system/tenant-package/submit')),
    dialog.getByRole('button', { name: '保存' }).click(),
  ]);
  expect((submit.postDataJSON() as { menuId: string }).menuId).toMatch(/^\d+(,\d+)+$/);
  await expect(toast(page, '新增成功')).toBeVisible();
  await expect(packages.getByRole('row', { name: new RegExp(`产品包${suffix}`) })).toBeVisible();
});

test('the menu list says a seeded menu opens in the console, as the sidebar does', async ({ page }) => {
  await signIn(page);
  await page.goto('/system/menu/index');
  const grid = page.getByRole('grid', { name: '菜单管理' });
  const system = grid.getByRole('row', { name: /系统管理/ }).first();
  await expect(system).toBeVisible();
  const headers = await grid.getByRole('columnheader').allInnerTexts();
  const cells = system.getByRole('gridcell'); // the first is the row's checkbox, without a header
  const cellOf = (header: string) => cells.nth(headers.indexOf(header) + 1);
  await expect(cellOf('新窗口')).toHaveText('否');
  // A menu has no button function: the cell is empty rather than a code no dictionary names.
  await expect(cellOf('按钮功能')).toHaveText('');
});
