import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/sign-in';

/** A name no other run or seed uses, so that searching for it finds this run's posts only. */
const prefix = `岗位E2E${Date.now().toString(36)}`;

/** The generic screen of posts, apart from the shell's own toolbars. */
const postScreen = (page: Page) => page.getByRole('region', { name: '岗位管理' });

/** A toast's title; the screen reader's live region repeats it, so the toast itself is asked. */
const toast = (page: Page, text: string) => page.locator('.fui-Toast').getByText(text).last();

async function addPost(page: Page, code: string, name: string, sort: string) {
  await postScreen(page).getByRole('toolbar').getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: '岗位类型' }).click();
  await page.getByRole('option', { name: '中层' }).click();
  await dialog.getByLabel('岗位编号').fill(code);
  await dialog.getByLabel('岗位名称').fill(name);
  await dialog.getByLabel('岗位排序').fill(sort);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '新增成功')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('admin adds, edits, searches and bulk-deletes posts on the generic screen', async ({ page }) => {
  await signIn(page);
  await page.goto('/system/post/index');
  const grid = page.getByRole('grid', { name: '岗位管理' });
  await expect(grid.getByText('员工', { exact: true })).toBeVisible();

  // The declared messages, in Chinese: on blur, then every one on save.
  await postScreen(page).getByRole('toolbar').getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('岗位名称').focus();
  await dialog.getByLabel('岗位编号').focus();
  await expect(dialog.getByText('请输入岗位名称')).toBeVisible();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入岗位排序')).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();

  await addPost(page, `${prefix}-a`, `${prefix}甲`, '90');
  await addPost(page, `${prefix}-b`, `${prefix}乙`, '91');

  // Enter in a search input searches.
  const search = page.getByRole('search');
  await search.getByLabel('岗位名称').fill(prefix);
  await search.getByLabel('岗位名称').press('Enter');
  await expect(grid.getByRole('row')).toHaveCount(3); // the header and the two posts
  await expect(page.getByText('共 2 条')).toBeVisible();

  await grid
    .getByRole('row', { name: new RegExp(`${prefix}乙`) })
    .getByRole('button', { name: '编辑' })
    .click();
  await expect(dialog.getByLabel('岗位名称')).toHaveValue(`${prefix}乙`);
  await dialog.getByLabel('岗位名称').fill(`${prefix}丙`);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '更新成功')).toBeVisible();
  await expect(grid.getByText(`${prefix}丙`)).toBeVisible();

  // Nothing selected: the message; then both selected, confirmed and deleted at once.
  await postScreen(page).getByRole('toolbar').getByRole('button', { name: '删除' }).click();
  await expect(toast(page, '请选择至少一条数据')).toBeVisible();
  await grid.getByRole('checkbox', { name: '全选' }).check();
  await postScreen(page).getByRole('toolbar').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('确定将选择数据删除?')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(page.getByText('暂无数据')).toBeVisible();
});

test('in English the post form checks and picks in English', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'English' }).click();
  await page.goto('/system/post/index');
  const posts = page.getByRole('region', { name: 'Posts' });
  await posts.getByRole('toolbar').getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Fluent's fields show their messages under the input; the placeholders use the same words.
  const messages = dialog.locator('.fui-Field__validationMessage');
  await expect(messages.filter({ hasText: 'Choose Post type' })).toBeVisible();
  await expect(messages.filter({ hasText: 'Enter Post name' })).toBeVisible();
  await expect(messages.filter({ hasText: /[\u4e00-\u9fff]/ })).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Post type' }).click();
  await expect(page.getByRole('option', { name: 'Middle' })).toBeVisible();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});
