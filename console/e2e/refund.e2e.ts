import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminApi, type AdminApi } from './support/admin-api';
import { bankReceives, runBank } from './support/fake-bank';
import { seedMerchant } from './support/seed-merchant';
import { signIn } from './support/sign-in';
import { openMenu, tabBar } from './support/tabs';
import { toast } from './support/toast';

const run = Date.now().toString(36);
const merchantName = `E2E退款商户${run}`;

/**
 * The consumer side's order of `yuan`, paid at the run's fake bank, which notifies the product;
 * answers its id once the product holds the money.
 */
async function paidOrder(
  api: AdminApi,
  merchantId: string,
  paymentNo: string,
  buyerName: string,
  yuan: number,
) {
  const order = await api.post<{ id: string }>('/api/prepaid-transaction/orderInfo/create', {
    merchantId,
    paymentNo,
    cardNo: `C${paymentNo}`,
    buyerName,
    tradeAmount: String(yuan),
  });
  await bankReceives(paymentNo, buyerName, yuan * 100);
  await expect(async () => {
    const orders = await api.get<{ records: Array<{ status: number }> }>(
      `/api/prepaid-transaction/orderInfo/page?paymentNo=${paymentNo}`,
    );
    expect(orders.records[0]?.status).toBe(1);
  }).toPass({ timeout: 20_000 });
  return order.id;
}

/** Searches a list by payment number and answers the row of it. */
async function rowOf(screen: Locator, paymentNo: string): Promise<Locator> {
  await screen.getByRole('search').getByLabel('支付单号').fill(paymentNo);
  await screen.getByRole('search').getByRole('button', { name: '搜索' }).click();
  return screen.getByRole('row', { name: new RegExp(paymentNo) });
}

/** Confirms the question the action asks, and sees it done. */
async function confirmed(page: Page, question: RegExp): Promise<void> {
  await page.getByRole('dialog').filter({ hasText: question }).getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '操作成功!').last()).toBeVisible();
}

test('a consumer applies for a refund, the operator approves and submits it, the bank pays it, the order shows refunded', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const api = await adminApi(page);
  const merchantId = await seedMerchant(api, merchantName, '913611');
  const paymentNo = `R${run}`;
  const orderId = await paidOrder(api, merchantId, paymentNo, '孙七', 88);
  // The consumer side's intake of the application.
  await api.post('/api/prepaid-transaction/refundApply/apply', {
    orderId,
    amount: '88',
    reason: '搬家',
    accountNo: '6222000011112222',
    accountName: '孙七',
  });

  await signIn(page);
  await page.goto('/prepaid/refund-apply/index');
  const applications = page.getByRole('region', { name: '退款申请' });
  const application = await rowOf(applications, paymentNo);
  await expect(application).toContainText('待审核');
  await application.getByRole('button', { name: '同意退款' }).click();
  await confirmed(page, /88\.00 元/);
  await expect(application).toContainText('已同意');
  await expect(application.getByRole('button', { name: '同意退款' })).toHaveCount(0);

  await page.goto('/prepaid/refund-order/index');
  const refundOrders = page.getByRole('region', { name: '退款订单' });
  const refundOrder = await rowOf(refundOrders, paymentNo);
  await expect(refundOrder).toContainText('待提交');
  await refundOrder.getByRole('button', { name: '详情' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '退款订单详情' });
  await drawer.getByRole('button', { name: '提交银行' }).click();
  await confirmed(page, /88\.00 元/);
  // The drawer follows the job until the bank answers: refunded, under the bank's serial.
  await expect(drawer).toContainText('已退款', { timeout: 20_000 });
  await expect(drawer.getByRole('region', { name: '银行结果' })).toContainText(/银行流水号\S+/);
  // Nothing was consumed, so the refund took the whole order: no provision is left to release.
  await expect(drawer.getByRole('button', { name: '解冻风险准备金' })).toHaveCount(0);
  await drawer.getByRole('button', { name: '关闭' }).click();

  await page.goto('/prepaid/supervise-refund/index');
  await expect(await rowOf(page.getByRole('region', { name: '监管退款数据' }), paymentNo)).toContainText(
    '已退款',
  );

  await page.goto('/prepaid/orders/index');
  const orderRow = await rowOf(page.getByRole('region', { name: '订单管理' }), paymentNo);
  await expect(orderRow).toContainText('已退款');
  await orderRow.getByRole('button', { name: '详情' }).click();
  const orderDrawer = page.getByRole('dialog').filter({ hasText: '订单详情' });
  await expect(orderDrawer.locator('[aria-current="step"]')).toHaveCount(0);
  await expect(orderDrawer.getByRole('region', { name: '变更记录' }).getByRole('listitem')).toHaveText([
    /创建订单/,
    /资金入账冻结 · 88\.00/,
    /退款提交银行 · 88\.00/,
    /退款成功 · 88\.00/,
  ]);
});

test('the bank refuses a refund: the operator finds it among the abnormal orders and sends it again, and the bank pays it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const api = await adminApi(page);
  const merchantId = await seedMerchant(api, `${merchantName}拒`, '913612');
  const paymentNo = `R${run}F`;
  const orderId = await paidOrder(api, merchantId, paymentNo, '郑九', 66);
  const applied = await api.post<{ id: string }>('/api/prepaid-transaction/refundApply/apply', {
    orderId,
    amount: '66',
    reason: '不再需要',
    accountNo: '6222000033334444',
    accountName: '郑九',
  });
  const approved = await api.post<{ refundOrderId: string }>(`/api/prepaid-transaction/refundApply/refund`, {
    id: applied.id,
    approve: true,
  });
  // The bank will refuse the next instruction for good: the refund's account is closed.
  await runBank().refuseNextInstructions(1);
  await api.post(`/api/prepaid-transaction/orderInfoRefund/submit?ids=${approved.refundOrderId}`, undefined);

  await signIn(page);
  await page.goto('/prepaid/abnormal-order/index');
  await page.getByRole('tab', { name: '退款失败' }).click();
  const refused = page.getByRole('region', { name: '退款订单' });
  const row = refused.getByRole('row', { name: new RegExp(paymentNo) });
  // Listed once the bank has refused it, with the bank's reason.
  await expect(async () => {
    await refused.getByRole('search').getByRole('button', { name: '搜索' }).click();
    await expect(row).toContainText('收款账户已销户', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  // Left for the home page and opened again from the opened pages' strip, it still shows 退款失败.
  await tabBar(page).getByRole('tab', { name: '首页' }).click();
  await tabBar(page).getByRole('tab', { name: '异常订单' }).click();
  await expect(page.getByRole('tab', { name: '退款失败' })).toHaveAttribute('aria-selected', 'true');
  // And so it does when opened again from the menu: the page is open, not opened anew.
  await tabBar(page).getByRole('tab', { name: '首页' }).click();
  await openMenu(page, '异常订单');
  await expect(page.getByRole('tab', { name: '退款失败' })).toHaveAttribute('aria-selected', 'true');
  await expect(row).toContainText('收款账户已销户');
  // Sent again under a new serial, followed in its drawer until the bank pays it.
  await row.getByRole('button', { name: '手动退款' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: '确定将退款失败的 66.00 元重新提交银行?' })
    .getByRole('button', { name: '确定' })
    .click();
  const drawer = page.getByRole('dialog').filter({ hasText: '退款订单详情' });
  await expect(drawer).toContainText('已退款', { timeout: 20_000 });
  await drawer.getByRole('button', { name: '关闭' }).click();
  await expect(row).toHaveCount(0);
});
