import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { closeTab, expectTabs, openMenu, tabBar } from './support/tabs';
import { toast } from './support/toast';

const tab = (page: Page, label: string) => tabBar(page).getByRole('tab', { name: label });
const scrollBack = (page: Page) => page.getByRole('button', { name: '向左滚动标签' });
const scrollForward = (page: Page) => page.getByRole('button', { name: '向右滚动标签' });

/** Whether a tab lies wholly inside the part of the bar that scrolls (the tab list's frame). */
const isInSight = (shown: Locator) =>
  shown.evaluate((element) => {
    const frame = element.closest('[role="tablist"]')!.parentElement!.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return box.left >= frame.left - 1 && box.right <= frame.right + 1;
  });

/** Enough menus to overflow the bar of a 1280 px window, in any font. */
const manyPages = [
  '用户管理',
  '对象存储',
  '附件管理',
  '通知公告',
  '部门管理',
  '岗位管理',
  '角色管理',
  '菜单管理',
  '字典管理',
  '业务字典',
  '参数管理',
  '租户管理',
  '应用管理',
  '顶部菜单',
  '数据权限',
  '接口权限',
  '行政区划',
  '租户产品包',
  '工作日管理',
];

test('many tabs in a 1280 px window: the shown tab stays in sight, arrows and the wheel scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await expect(scrollBack(page)).toBeHidden();
  for (const name of manyPages) {
    await openMenu(page, name);
    await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => isInSight(tab(page, name)), name).toBe(true);
  }

  // At the far end: only the way back is open.
  await expect(scrollForward(page)).toBeDisabled();
  // Each click scrolls a page smoothly: click again once it has settled, until the start.
  await expect(async () => {
    if (await scrollBack(page).isEnabled()) await scrollBack(page).click();
    await expect(scrollBack(page)).toBeDisabled({ timeout: 1500 });
  }).toPass();
  await expect.poll(() => isInSight(tab(page, '首页'))).toBe(true);
  await expect(scrollForward(page)).toBeEnabled();
  await expect.poll(() => isInSight(tab(page, '工作日管理'))).toBe(false);

  // Closing another tab brings the shown one back into sight.
  await closeTab(page, '部门管理');
  await expect.poll(() => isInSight(tab(page, '工作日管理'))).toBe(true);

  // An opened page chosen again from the menu is brought into sight.
  await openMenu(page, '岗位管理');
  await expect.poll(() => isInSight(tab(page, '岗位管理'))).toBe(true);

  // The mouse wheel scrolls the bar sideways.
  await tab(page, '岗位管理').hover();
  await page.mouse.wheel(0, 2000);
  await expect(scrollForward(page)).toBeDisabled();
  await expect(scrollBack(page)).toBeEnabled();
});

test('right-click on a tab acts on that tab: close others keeps it and shows it', async ({ page }) => {
  await signIn(page);
  await openMenu(page, '部门管理');
  await openMenu(page, '岗位管理');
  await openMenu(page, '角色管理');

  await tab(page, '岗位管理').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭其他' }).click();
  await expectTabs(page, ['首页', '岗位管理']);
  await expect(page).toHaveURL(/\/system\/post\/index$/);
  await expect(tab(page, '岗位管理')).toHaveAttribute('aria-selected', 'true');

  await tab(page, '首页').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭全部' }).click();
  await expectTabs(page, ['首页']);
  await expect(page).toHaveURL(/\/wel\/index$/);

  await tab(page, '首页').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '清除缓存' }).click();
  await expect(page.getByText('是否需要清除缓存?')).toBeVisible();
  const cleared = page.waitForResponse((response) =>
    response.url().includes('/api/blade-auth/oauth/clear-cache'),
  );
  await page.getByRole('button', { name: '确定' }).click();
  expect((await cleared).status()).toBe(200);
  await expect(toast(page, '清除完毕')).toBeVisible();
});

/** Presses Tab from the top of the page until the target has the focus, as a keyboard user would. */
async function tabKeyTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
}

test('the tab bar by keyboard: reached with Tab, arrows move, the context-menu keys, closing', async ({
  page,
}) => {
  await signIn(page);
  await openMenu(page, '部门管理');
  await openMenu(page, '岗位管理');
  await openMenu(page, '角色管理');

  await tabKeyTo(page, tab(page, '角色管理'));
  await expect(tab(page, '角色管理')).toBeFocused();
  await expect(tab(page, '角色管理')).toHaveAttribute('data-fui-focus-visible');

  // Delete closes the focused tab; the arrows move from tab to tab, nothing else in between.
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, '岗位管理')).toBeFocused();
  await page.keyboard.press('Delete');
  await expectTabs(page, ['首页', '部门管理', '角色管理']);
  await expect(tab(page, '角色管理')).toBeFocused();

  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, '部门管理')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/system\/dept\/index$/);

  // Shift+F10 opens the focused tab's menu, which acts on it.
  await page.keyboard.press('Shift+F10');
  await expect(page.getByRole('menuitem', { name: '关闭其他' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(tab(page, '部门管理')).toBeFocused();
  await page.keyboard.press('ContextMenu');
  await page.getByRole('menuitem', { name: '关闭其他' }).press('Enter');
  await expectTabs(page, ['首页', '部门管理']);

  // The menu's 关闭 closes the tab it was opened on.
  await openMenu(page, '岗位管理');
  await tab(page, '部门管理').focus();
  await page.keyboard.press('Shift+F10');
  await page.getByRole('menuitem', { name: '关闭', exact: true }).press('Enter');
  await expectTabs(page, ['首页', '岗位管理']);

  await tab(page, '岗位管理').press('Delete');
  await expectTabs(page, ['首页']);
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(tab(page, '首页')).toBeFocused();
});
