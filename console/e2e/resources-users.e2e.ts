import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/sign-in';

const account = `e2e${Date.now().toString(36)}`;
/** After an action the list reloads, and a reload clears the selection: wait for it first. */
const settled = (page: Page) =>
  expect(page.getByRole('grid', { name: '用户管理' })).toHaveAttribute('aria-busy', 'false');
const toast = (page: Page, text: string) => page.locator('.fui-Toast').getByText(text).last();

test('admin adds a user in a department, resets the password, grants a role and unlocks', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/system/user/index');
  const users = page.getByRole('region', { name: '用户管理' });

  await users.getByRole('toolbar').getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入登录账号')).toBeVisible();
  await expect(dialog.getByText('请输入密码')).toBeVisible();
  await dialog.getByLabel('登录账号').fill(account);
  await dialog.getByLabel('用户昵称').fill('端到端');
  await dialog.getByLabel('用户姓名').fill('端到端用户');
  await dialog.getByLabel('密码').fill('secret123');
  await dialog.getByLabel('手机号码').fill('1381234');
  await dialog.getByLabel('手机号码').blur();
  await expect(dialog.getByText('手机号码长度不为11位')).toBeVisible();
  await dialog.getByLabel('手机号码').fill('13812345678');
  await dialog.getByRole('combobox', { name: '所属部门' }).click();
  await page.getByRole('menuitemcheckbox', { name: '预付管家' }).click(); // a multi-select's option
  await page.keyboard.press('Escape'); // closes the multi-select list, not the dialog
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '新增成功')).toBeVisible();

  // The department tree filters the list.
  await page.getByRole('tree', { name: '部门' }).getByText('预付管家').click();
  const row = users.getByRole('row', { name: new RegExp(account) });
  await expect(row).toBeVisible();

  await row.getByRole('checkbox').check();
  await users.getByRole('toolbar').getByRole('button', { name: '重置密码' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '操作成功!')).toBeVisible();

  await settled(page);
  await row.getByRole('checkbox').check();
  await users.getByRole('toolbar').getByRole('button', { name: '角色配置' }).click();
  await page.getByRole('dialog').getByRole('treeitem', { name: '超级管理员' }).getByRole('checkbox').click();
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '操作成功!')).toBeVisible();

  await settled(page);
  await row.getByRole('checkbox').check();
  await users.getByRole('toolbar').getByRole('button', { name: '账号解锁' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '操作成功!')).toBeVisible();
});
