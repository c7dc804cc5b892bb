import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/sign-in';

const alias = `e2e_${Date.now().toString(36)}`;
const toast = (page: Page, text: string) => page.locator('.fui-Toast').getByText(text).last();

test('admin adds a role and grants it the posts page, which the grant dialog then shows', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/system/role/index');
  const roles = page.getByRole('region', { name: '角色管理' });

  await roles.getByRole('toolbar').getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('角色名称').fill(`角色${alias}`);
  await dialog.getByLabel('角色别名').fill(alias);
  await dialog.getByLabel('角色排序').fill('9');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '新增成功')).toBeVisible();

  const row = roles.getByRole('row', { name: new RegExp(alias) });
  await row.getByRole('checkbox').check();
  await roles.getByRole('toolbar').getByRole('button', { name: '权限设置' }).click();
  const menus = page.getByRole('dialog').getByRole('tree', { name: '菜单权限' });
  await menus.getByText('系统管理', { exact: true }).click(); // opens the branch
  const posts = menus.getByRole('treeitem', { name: '岗位管理' });
  await posts.getByRole('checkbox').first().click();
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '操作成功!')).toBeVisible();

  await roles.getByRole('toolbar').getByRole('button', { name: '权限设置' }).click();
  await page.getByRole('dialog').getByText('系统管理', { exact: true }).click();
  await expect(page.getByRole('dialog').getByRole('treeitem', { name: '岗位管理' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('admin adds a top menu and puts the system menus under it', async ({ page }) => {
  await signIn(page);
  await page.goto('/system/topmenu/index');
  const topMenus = page.getByRole('region', { name: '顶部菜单' });

  await topMenus.getByRole('toolbar').getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入顶部菜单编号')).toBeVisible();
  await dialog.getByLabel('顶部菜单编号').fill(alias);
  await dialog.getByLabel('顶部菜单名').fill(`顶部${alias}`);
  await dialog.getByLabel('顶部菜单排序').fill('1');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '新增成功')).toBeVisible();

  await topMenus
    .getByRole('row', { name: new RegExp(alias) })
    .getByRole('checkbox')
    .check();
  await topMenus.getByRole('toolbar').getByRole('button', { name: '菜单配置' }).click();
  const menus = page.getByRole('dialog').getByRole('tree', { name: '菜单权限' });
  await menus.getByRole('treeitem', { name: '系统管理' }).getByRole('checkbox').first().click();
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '操作成功!')).toBeVisible();
});
