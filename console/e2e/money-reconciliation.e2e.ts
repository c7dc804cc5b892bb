import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { bankReceives, today } from './support/fake-bank';
import { seedMerchant } from './support/seed-merchant';
import { signIn } from './support/sign-in';
import { toast } from './support/toast';

const run = Date.now().toString(36);

/** Searches the list by payment number and answers its rows. */
async function rowsOf(screen: Locator, paymentNo: string): Promise<Locator> {
  await screen.getByRole('search').getByLabel('支付单号').fill(paymentNo);
  await screen.getByRole('search').getByRole('button', { name: '搜索' }).click();
  return screen.getByRole('row', { name: new RegExp(paymentNo) });
}

/** Exports what the list shows and waits for the file: the dialog shows progress, then the count. */
async function exportsRows(page: Page, screen: Locator, rows: number) {
  await screen.getByRole('button', { name: '导出' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '导出' });
  await expect(dialog.getByText(`导出完成,共 ${rows} 条`)).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('link', { name: /下载/ })).toHaveAttribute('href', /\.xlsx(\?|$)/);
  await dialog.getByRole('button', { name: '关闭' }).click();
}

test("an operator reconciles today's statement, sees the day's figures and its differences, and exports both lists", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const api = await adminApi(page);
  await seedMerchant(api, `E2E对账商户${run}`, '913520');
  const merchants = await api.get<{ records: Array<{ id: string }> }>(
    `/api/prepaid-merchant/merchant/page?merchantName=${encodeURIComponent(`E2E对账商户${run}`)}`,
  );
  const paid = `R${run}A`;
  const unclaimed = `R${run}U`;
  await api.post('/api/prepaid-transaction/orderInfo/create', {
    merchantId: merchants.records[0]!.id,
    paymentNo: paid,
    cardNo: `C${paid}`,
    buyerName: '周八',
    tradeAmount: '88',
  });
  await bankReceives(paid, '周八', 8_800);
  await bankReceives(unclaimed, '周八', 1_200);

  await signIn(page);
  // The orders list exports what its search shows.
  await page.goto('/prepaid/orders/index');
  const orders = page.getByRole('region', { name: '订单管理' });
  await expect(async () => {
    await expect(await rowsOf(orders, paid)).toContainText('已入账', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await exportsRows(page, orders, 1);

  await page.goto('/prepaid/reconciliation/index');
  const reconciliation = page.getByRole('region', { name: '订单对账' });
  await reconciliation.getByRole('button', { name: '按日对账' }).click();
  const asked = page.getByRole('dialog').filter({ hasText: '按日对账' });
  await asked.getByLabel('对账日期').fill(today);
  await asked.getByRole('button', { name: '确定' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: `确定按银行 ${today} 的对账单对账?` })
    .getByRole('button', { name: '确定' })
    .click();
  await expect(toast(page, '操作成功!').last()).toBeVisible({ timeout: 60_000 });

  // The day's figures: its lines, what matched, its differences.
  const days = page.getByRole('region', { name: '对账日汇总' });
  await expect(days.getByRole('columnheader', { name: '差异笔数' })).toBeVisible();
  await expect(days.getByRole('row', { name: new RegExp(today) })).toBeVisible();
  // The paid charge matched: counted in the day's figures, not listed. The one no order claims is.
  await expect(await rowsOf(reconciliation, paid)).toHaveCount(0);
  await expect(await rowsOf(reconciliation, unclaimed)).toContainText('存管异常');
  // The differences searched by the day, picked from a calendar, and by their result in words.
  const search = reconciliation.getByRole('search');
  await search.getByLabel('对账日期').fill(today);
  const byResult = async (result: string) => {
    await search.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: result }).click();
    await search.getByRole('button', { name: '搜索' }).click();
  };
  await byResult('金额不符');
  await expect(reconciliation.getByRole('status').filter({ hasText: '暂无数据' })).toBeVisible();
  // The bank's line and our deposit agree; the deposit is abnormal for no order claiming it.
  await byResult('一致');
  await expect(reconciliation.getByRole('row', { name: new RegExp(unclaimed) })).toContainText('存管异常');
  await exportsRows(page, reconciliation, 1);

  // The charge no order claims is an abnormal deposit, counted by kind (the platform's operators
  // see it), and the home page's count of that kind opens its tab.
  await page.goto('/wel/index');
  await page
    .getByRole('region', { name: '异常订单' })
    .getByRole('link', { name: /^存管异常 \d+$/ })
    .click();
  await expect(page).toHaveURL(/\/prepaid\/abnormal-order\/index\?tab=depository$/);
  await expect(page.getByText(/异常订单共 \d+ 笔/)).toBeVisible();
  const abnormal = page.getByRole('region', { name: '异常存管' });
  await expect(await rowsOf(abnormal, unclaimed)).toContainText('充值');
  await page.getByRole('tab', { name: '异常消费' }).click();
  await expect(page.getByRole('region', { name: '异常消费' })).toBeVisible();
});
