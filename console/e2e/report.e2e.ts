import ExcelJS from 'exceljs';
import { expect, type Page, test } from '@playwright/test';
import { type AdminApi, adminApi } from './support/admin-api';
import { seedMerchant } from './support/seed-merchant';
import { signIn } from './support/sign-in';

/** Names no other run uses, so that this run's rows are found by them. */
const run = Date.now().toString(36).toUpperCase();
const reportName = `订单金额${run}`;

/** A merchant registered now, with two orders of today that come to 166.50. */
async function seedOrders(api: AdminApi, merchantName: string, tag: string): Promise<void> {
  await seedMerchant(api, merchantName, tag);
  const merchants = await api.get<{ records: Array<{ id: string }> }>(
    `/api/prepaid-merchant/merchant/page?merchantName=${encodeURIComponent(merchantName)}`,
  );
  for (const [suffix, tradeAmount] of [
    ['A', '100'],
    ['B', '66.5'],
  ])
    await api.post('/api/prepaid-transaction/orderInfo/create', {
      merchantId: merchants.records[0]!.id,
      paymentNo: `R${tag}${run}${suffix}`,
      cardNo: `CR${tag}${run}${suffix}`,
      buyerName: '孙七',
      tradeAmount,
    });
}

async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('dialog').getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an operator defines a report over the orders, runs it as a chart and a table, and exports it', async ({
  page,
}) => {
  await seedOrders(await adminApi(page), `报表商户${run}`, '913510');

  await signIn(page);
  await page.goto('/report/rest/index');
  const screen = page.getByRole('region', { name: '报表' });
  await screen.getByRole('toolbar').getByRole('button', { name: '新增' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('报表名称').fill(reportName);
  await choose(page, '数据来源', '订单');
  await choose(page, '分组维度', '按日');
  await choose(page, '统计指标', '金额(元)');
  await choose(page, '图表类型', '柱状图');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();

  // The grid shows the dictionaries' names, never the stored keys.
  const row = page.getByRole('grid', { name: '报表' }).getByRole('row', { name: new RegExp(reportName) });
  await expect(row).toContainText('订单');
  await expect(row).toContainText('金额(元)');
  await row.getByRole('button', { name: '运行' }).click();

  const dialog = page.getByRole('dialog', { name: reportName });
  const table = dialog.getByRole('table', { name: reportName, exact: true });
  await expect(table.getByRole('columnheader', { name: '按日' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: '金额(元)' })).toBeVisible();
  // Today's orders of every run are in today's group, this run's 166.50 among them.
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await expect(dialog.locator('[_echarts_instance_] svg')).toBeVisible();

  // A range without orders: the empty state, not an empty chart.
  await dialog.getByLabel('开始日期').fill('2020-01-01');
  await dialog.getByLabel('结束日期').fill('2020-01-31');
  await dialog.getByRole('button', { name: '查询' }).click();
  await expect(dialog.getByText('统计区间: 2020-01-01 至 2020-01-31')).toBeVisible();
  await expect(dialog.getByRole('status')).toBeVisible();
  await expect(table).toBeHidden();

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '导出' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${reportName}-2020-01-01-2020-01-31.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  expect(workbook.worksheets[0]!.getRow(2).values).toEqual([undefined, '按日', '金额(元)']);
});

test('a report grouped by merchant names each merchant, with its orders summed', async ({ page }) => {
  const api = await adminApi(page);
  const merchantName = `报表商户${run}B`;
  await seedOrders(api, merchantName, '913511');
  const report = await api.post<{ id: string }>('/api/blade-report/report/rest/submit', {
    name: `商户金额${run}`,
    source: 'order',
    dimension: 'merchant',
    measure: 'amount',
    chartType: 'line',
  });
  const result = await api.get<{ rows: Array<{ name: string; value: string }> }>(
    `/api/blade-report/report/rest/run?id=${report.id}`,
  );
  expect(result.rows).toContainEqual(expect.objectContaining({ name: merchantName, value: '166.50' }));

  await signIn(page);
  await page.getByRole('button', { name: 'English' }).click();
  await page.goto('/report/rest/index');
  const row = page.getByRole('row', { name: new RegExp(`商户金额${run}`) });
  await expect(row).toContainText('Orders');
  await expect(row).toContainText('By merchant');
  await row.getByRole('button', { name: 'Run' }).click();
  const dialog = page.getByRole('dialog', { name: `商户金额${run}` });
  const table = dialog.getByRole('table', { name: `商户金额${run}`, exact: true });
  await expect(table.getByRole('columnheader')).toHaveText(['By merchant', 'Amount (yuan)']);
  await expect(table.getByRole('row', { name: new RegExp(merchantName) })).toContainText('166.50');
});
