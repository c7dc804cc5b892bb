import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { toast } from './support/toast';

/** A title no other run uses. */
const run = Date.now().toString(36).toUpperCase();

/** A minute ago as the datetime input takes it, in the wire's zone (Asia/Shanghai, UTC+8). */
const aMinuteAgo = () => new Date(Date.now() - 60_000 + 8 * 3_600_000).toISOString().slice(0, 19);

test('admin publishes a notice with rich text and reads it on the home page', async ({ page }) => {
  const title = `停电通知 ${run}`;
  await signIn(page);
  await page.goto('/desk/notice/index');
  await page
    .getByRole('region', { name: '通知公告' })
    .getByRole('toolbar')
    .getByRole('button', { name: '新增' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('通知标题').fill(title);
  await dialog.getByRole('combobox', { name: '通知类型' }).click();
  await page.getByRole('option', { name: '发布通知' }).click();
  await dialog.getByLabel('发布时间').fill(aMinuteAgo());

  // The editor arrives in its own chunk; bold is switched on from the keyboard's toolbar.
  const content = dialog.getByRole('textbox', { name: '通知内容' });
  await content.click();
  await dialog.getByRole('button', { name: '加粗' }).click();
  await page.keyboard.type('周六停电');
  await expect(dialog.getByRole('button', { name: '加粗' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '新增成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('grid', { name: '通知公告' }).getByRole('row', { name: new RegExp(title) }),
  ).toBeVisible();

  await page.goto('/wel/index');
  const notices = page.getByRole('region', { name: '最新通知' });
  await notices.getByRole('button', { name: title }).click();
  const reader = page.getByRole('dialog', { name: title });
  await expect(reader.locator('strong')).toHaveText('周六停电');
  await reader.getByRole('button', { name: '关闭' }).click();
  await expect(reader).toBeHidden();

  // The operator's figures, each a link to its list.
  await expect(page.getByRole('region', { name: '商户总数' })).toBeVisible();
  await expect(page.getByRole('region', { name: '商品' }).getByRole('table')).toBeVisible();
  await expect(page.getByRole('region', { name: '异常订单' })).toBeVisible();
  await expect(page.getByRole('region', { name: '待办事务' })).toBeVisible();

  // The supervised money: its balance leads to the orders it is held for.
  const money = page.getByRole('region', { name: '监管资金' });
  await expect(money.getByRole('table', { name: '近 30 天每日入账、消费、退款(元)' })).toBeVisible();
  await money.getByRole('link', { name: /^监管账户余额\(元\) \d+\.\d{2}$/ }).click();
  await expect(page).toHaveURL(/\/prepaid\/orders\/index$/);
});

test('admin marks holidays on the workday calendar by mouse and keyboard, and saves the year', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/system/workday/index');
  const calendar = page.getByRole('region', { name: '工作日管理' });
  const year = new Date().getFullYear();
  const day = (date: string) => calendar.getByRole('button', { name: new RegExp(`^${date}`) });
  const first = `${year}-10-01`;
  const second = `${year}-10-02`;
  // A calendar another run left marked starts unmarked here.
  for (const date of [first, second]) {
    if ((await day(date).getAttribute('aria-pressed')) === 'true') await day(date).click();
  }

  await day(first).click();
  await expect(day(first)).toHaveAttribute('aria-pressed', 'true');
  await expect(day(first)).toHaveAccessibleName(/节假日/);
  // The arrow keys move within the month; Enter switches the day.
  await day(first).focus();
  await page.keyboard.press('ArrowRight');
  await expect(day(second)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(day(second)).toHaveAttribute('aria-pressed', 'true');
  await calendar.getByRole('button', { name: '保存全年' }).click();
  await expect(toast(page, '保存成功')).toBeVisible();

  await page.reload();
  await expect(day(first)).toHaveAttribute('aria-pressed', 'true');
  await expect(day(second)).toHaveAttribute('aria-pressed', 'true');

  // Restored, so that the next run starts from the same calendar.
  await day(first).click();
  await day(second).click();
  await calendar.getByRole('button', { name: '保存全年' }).click();
  await expect(toast(page, '保存成功')).toBeVisible();
});
