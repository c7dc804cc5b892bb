import { expect, test } from '@playwright/test';
import { brandVariantsFrom } from '../src/features/theme/brand-palette';
import { signIn } from './support/sign-in';
import { closeTab, expectTabs, openMenu } from './support/tabs';
import { toast } from './support/toast';

test('menus open as tabs; an opened tab is not duplicated; closing shows the left neighbour', async ({
  page,
}) => {
  await signIn(page);
  await openMenu(page, '部门管理');
  await expect(page).toHaveURL(/\/system\/dept\/index$/);
  await openMenu(page, '岗位管理');
  await openMenu(page, '部门管理');
  await expectTabs(page, ['首页', '部门管理', '岗位管理']);
  await expect(page).toHaveTitle('部门管理 - 预付管家');
  await closeTab(page, '部门管理');
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expectTabs(page, ['首页', '岗位管理']);
});

test('a mistyped path shows the 404 page and leaves no tab behind', async ({ page }) => {
  await signIn(page);
  await page.goto('/prepaid/nothing-here/index');
  await expect(page).toHaveURL(/\/404$/);
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expectTabs(page, ['首页']);
});

test('the menu groups are open after signing in from a deep link, as from the login page', async ({
  page,
}) => {
  await signIn(page, { startAt: '/wel/index' });
  const groups = page.getByRole('navigation').getByRole('tree').locator(':scope > [role="treeitem"]');
  await expect(groups.first()).toBeVisible(); // the menus arrive after the home page
  for (const group of await groups.all()) await expect(group).toHaveAttribute('aria-expanded', 'true');
});

test('the screens fill the window without a margin or a page scroll bar', async ({ page }) => {
  const fitsTheWindow = () =>
    page.evaluate(() => ({
      margin: getComputedStyle(document.body).margin,
      overflow: document.documentElement.scrollHeight - window.innerHeight,
    }));
  await page.goto('/login');
  await expect.poll(fitsTheWindow).toEqual({ margin: '0px', overflow: 0 });
  await signIn(page);
  await expect.poll(fitsTheWindow).toEqual({ margin: '0px', overflow: 0 });
});

test('lock and unlock: a wrong password is refused, the lock survives a reload', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: '锁屏' }).click();
  await page.locator('input[name="lockPassword"]').fill('let-me-in');
  await page.getByRole('dialog').getByRole('button', { name: '锁屏' }).click();
  await expect(page).toHaveURL(/\/lock$/);
  await page.goto('/wel/index');
  await expect(page).toHaveURL(/\/lock$/);
  await page.locator('input[name="unlockPassword"]').fill('wrong');
  await page.getByRole('button', { name: '解锁' }).click();
  await expect(toast(page, '解锁密码错误,请重新输入')).toBeVisible();
  await page.locator('input[name="unlockPassword"]').fill('let-me-in');
  await page.getByRole('button', { name: '解锁' }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
});

test('switching the language changes the interface and is remembered', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('tab', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Home' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the theme colour rebuilds the Fluent theme and is remembered', async ({ page }) => {
  await signIn(page);
  const brand = () =>
    page.evaluate(() =>
      getComputedStyle(document.querySelector('.fui-FluentProvider')!)
        .getPropertyValue('--colorBrandBackground')
        .trim(),
    );
  expect(await brand()).toBe(brandVariantsFrom('#409EFF')[80]);
  await page.getByRole('button', { name: '主题色' }).click();
  await page.getByRole('radio', { name: '#F5222D' }).click();
  await expect.poll(brand).toBe(brandVariantsFrom('#F5222D')[80]);
  await page.reload();
  await expect.poll(brand).toBe(brandVariantsFrom('#F5222D')[80]);
});

test('the personal info page saves the profile', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: /管理员|admin/ }).click();
  await page.getByRole('menuitem', { name: '个人信息' }).click();
  await expect(page).toHaveURL(/\/info\/index$/);
  // A 1×1 png as the avatar: uploaded to put-file, its link shown at once.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const uploaded = page.waitForResponse((response) => response.url().includes('/oss/endpoint/put-file'));
  await page
    .locator('input[name="avatar"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  expect((await uploaded).status()).toBe(200);
  await expect(page.locator('main img[src^="http"], main img[src^="/"]').first()).toBeVisible();
  await page
    .locator('input[name="avatar"]')
    .setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: png });
  await expect(toast(page, '头像只能是 jpg/png 格式')).toBeVisible();
  await page.locator('input[name="realName"]').fill('系统管理员');
  await page.locator('input[name="phone"]').fill('1234');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('手机号码长度不为11位')).toBeVisible();
  await page.locator('input[name="phone"]').fill('13800138000');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(toast(page, '更新成功')).toBeVisible();
  await page.reload();
  await expect(page.locator('input[name="realName"]')).toHaveValue('系统管理员');
});

test('the fixed leave-process routes open the leave pages in a tab of their own, not 404', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('work/process/leave/form/leave:1:1'); // relative to the base URL
  await expect(page.getByRole('heading', { name: '请假申请' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '请假申请', selected: true })).toBeVisible();
  await expect(page).toHaveURL(/\/work\/process\/leave\/form\//);
});

test('row buttons stay in sight at 1280 px, however wide the records', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  for (const path of [
    '/system/menu/index',
    '/system/client/index',
    '/system/user/index',
    '/system/dict/index',
  ]) {
    await page.goto(path);
    const buttons = page.getByRole('grid').first().getByRole('row').nth(1).getByRole('button');
    await expect(buttons.first()).toBeVisible();
    for (const button of await buttons.all()) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width, `${path}: ${await button.getAttribute('aria-label')}`).toBeLessThanOrEqual(
        1280,
      );
    }
  }
});
