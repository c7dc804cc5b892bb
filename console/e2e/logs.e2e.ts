import { expect, type Page, test } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { signIn } from './support/sign-in';

test('a call the console just made is in 接口日志, found by its request id and opened in full', async ({
  page,
}) => {
  await signIn(page);
  // The call: the usual log's list, as the console asks for it when its page opens.
  const answered = page.waitForResponse((response) => response.url().includes('/api/blade-log/usual/list'));
  await page.goto('/log/usual/index');
  const call = await answered;
  expect(call.status()).toBe(200);
  const requestId = call.headers()['x-request-id']!;
  await expect(page.getByRole('grid', { name: '通用日志' })).toBeVisible();

  await page.goto('/log/api/index');
  const grid = page.getByRole('grid', { name: '接口日志' });
  await expect(grid).toBeVisible();
  const search = page.getByRole('search');
  // The row is written within a second (LOG_FLUSH_MS): search again until it is there.
  await expect(async () => {
    await search.getByLabel('请求编号').fill(requestId);
    await search.getByLabel('请求编号').press('Enter');
    await expect(grid.getByRole('row', { name: /blade-log\/usual\/list/ })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expectAccessible(page);

  await grid.getByRole('gridcell', { name: /^\/api\/blade-log\/usual\/list/ }).click();
  const drawer = page.getByRole('dialog', { name: '日志详情' });
  await expect(drawer.getByText(requestId)).toBeVisible();
  await expect(drawer.getByText('admin', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

async function expectAccessible(page: Page): Promise<void> {
  expect(await blockingViolations(page, '接口日志')).toEqual([]);
}
