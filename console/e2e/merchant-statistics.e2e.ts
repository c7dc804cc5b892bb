import { expect, type Page, test } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { scriptsLoadedBy } from './support/login-scripts';
import { seedMerchant } from './support/seed-merchant';
import { signIn } from './support/sign-in';

const statisticsPage = '/prepaid/merchant-statistics/index';
/** The lazily loaded chunk that carries ECharts (components/chart/echarts-line-plot.tsx). */
const chartChunk = /\/echarts-line-plot-[^/]*\.js$/;

/** Today as the server counts days: merchants registered now fall on it. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

const statistics = (page: Page, title = '商户统计') => page.getByRole('region', { name: title });

test('merchant statistics draw their charts with ECharts, the figures also in a table per chart', async ({
  page,
}) => {
  await seedMerchant(await adminApi(page), `E2E统计商户${Date.now().toString(36)}`, '913504');
  await signIn(page);
  const chartCode = page.waitForResponse((response) => chartChunk.test(response.url()));
  await page.goto(statisticsPage);
  await chartCode;

  // ECharts marks the boxes it draws in; the SVG renderer writes the legend as text.
  const plots = statistics(page).locator('[_echarts_instance_]');
  await expect(plots).toHaveCount(2);
  await expect(plots.nth(0).locator('svg')).toContainText('订单数');
  await expect(plots.nth(0).locator('svg')).toContainText('新增商户');
  await expect(plots.nth(1).locator('svg')).toContainText('存管金额');

  const counts = statistics(page).getByRole('table', { name: '订单与商户' });
  await expect(counts.getByRole('columnheader')).toHaveText(['统计周期', '订单数', '新增商户']);
  const todaysRow = counts.getByRole('row', { name: new RegExp(today) });
  await expect(todaysRow.getByRole('cell').nth(1)).toHaveText(/^[1-9]\d*$/);
  const amounts = statistics(page).getByRole('table', { name: '金额(元)' });
  await expect(amounts.getByRole('columnheader')).toHaveText([
    '统计周期',
    '存管金额',
    '消费金额',
    '退款金额',
  ]);

  // Both languages: the legend and the table follow the switch.
  await page.getByRole('button', { name: 'English' }).click();
  const inEnglish = statistics(page, 'Merchant statistics');
  await expect(inEnglish.locator('[_echarts_instance_] svg').first()).toContainText('New merchants');
  await expect(inEnglish.getByRole('table', { name: 'Amounts (yuan)' }).getByRole('columnheader')).toHaveText(
    ['Period', 'Deposits', 'Consumption', 'Refunds'],
  );
});

test('the statistics search bar keeps its buttons apart', async ({ page }) => {
  await signIn(page);
  await page.goto(statisticsPage);
  const search = statistics(page).getByRole('search');
  const query = await search.getByRole('button', { name: '查询' }).boundingBox();
  const exportButton = await search.getByRole('button', { name: '导出' }).boundingBox();
  expect(query && exportButton).toBeTruthy();
  expect(exportButton!.x - (query!.x + query!.width)).toBeGreaterThanOrEqual(4);
});

test('the login page and screens without charts do not fetch the chart library', async ({ page }) => {
  const chartScripts = (scripts: ReadonlyArray<{ url: string }>) =>
    scripts.filter((script) => chartChunk.test(script.url)).map((script) => script.url);
  const atLogin = await scriptsLoadedBy(page, () => page.goto('/login'));
  // Signing in lands on the home page, which charts the money once its figures arrive: the list
  // is opened on its own, as a link to it would open it, after the home page has drawn (else the
  // home page's late fetch of the chart lands among the list's scripts).
  await signIn(page);
  await expect(page.locator('[_echarts_instance_]').first()).toBeVisible();
  const onList = await scriptsLoadedBy(page, () => page.goto('/prepaid/merchant/index'));
  expect(atLogin.length).toBeGreaterThan(0);
  expect(onList.length).toBeGreaterThan(0);
  expect(chartScripts(atLogin)).toEqual([]);
  expect(chartScripts(onList)).toEqual([]);
});
