import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminApi, type AdminApi } from './support/admin-api';
import { seedMerchant } from './support/seed-merchant';
import { signIn } from './support/sign-in';
import { toast } from './support/toast';

const run = Date.now().toString(36);
const merchantName = `E2E存管商户${run}`;
const today = new Date().toISOString().slice(0, 10);

/** The consumer side's intake of an order, as its app calls it; answers the order's id. */
async function createOrder(api: AdminApi, merchantId: string, paymentNo: string, tradeAmount: string) {
  const order = await api.post<{ id: string }>('/api/prepaid-transaction/orderInfo/create', {
    merchantId,
    paymentNo,
    cardNo: `C${paymentNo}`,
    buyerName: '孙七',
    buyerPhone: '13712345678',
    tradeAmount,
  });
  return order.id;
}

/** The run's fake supervise bank receives a consumer's payment and notifies the product, signed. */
async function bankReceives(paymentNo: string, amountFen: number): Promise<void> {
  const answer = await fetch(new URL('/control/charges', process.env.E2E_BANK_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ paymentNo, payerName: '孙七', amount: amountFen, valueDate: today }),
  });
  expect(answer.status).toBe(200);
}

/** Searches a list by payment number and answers the row of it. */
async function rowOf(screen: Locator, paymentNo: string): Promise<Locator> {
  await screen.getByRole('search').getByLabel('支付单号').fill(paymentNo);
  await screen.getByRole('search').getByRole('button', { name: '搜索' }).click();
  return screen.getByRole('row', { name: new RegExp(paymentNo) });
}

/** The bank's notice reaches the product on its own time: refresh until the row says so. */
async function expectInTime(screen: Locator, row: Locator, text: string): Promise<void> {
  await expect(async () => {
    await screen.getByRole('button', { name: '刷新' }).click();
    await expect(row).toContainText(text, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** Answers the action's prompt, then confirms the question that names the value. */
async function answerAndConfirm(page: Page, prompt: string, value: string, question: RegExp) {
  const dialog = page.getByRole('dialog').filter({ hasText: prompt });
  await dialog.getByLabel(prompt).fill(value);
  await dialog.getByRole('button', { name: '确定' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: question });
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '操作成功!').last()).toBeVisible();
}

test('an order is charged by the bank, seen deposited with its postings, consumed; an unclaimed charge is matched by hand', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const api = await adminApi(page);
  await seedMerchant(api, merchantName, '913509');
  const merchants = await api.get<{ records: Array<{ id: string }> }>(
    `/api/prepaid-merchant/merchant/page?merchantName=${encodeURIComponent(merchantName)}`,
  );
  const merchantId = merchants.records[0]!.id;
  const paid = `P${run}A`;
  const claimed = `P${run}B`;
  const unclaimed = `U${run}`;
  await createOrder(api, merchantId, paid, '100');
  await createOrder(api, merchantId, claimed, '66');

  await signIn(page);
  await page.goto('/prepaid/orders/index');
  const orders = page.getByRole('region', { name: '订单管理' });
  const row = await rowOf(orders, paid);
  await expect(row).toContainText('待入账');
  await expect(row).toContainText(merchantName);
  // Before the money arrives the terms may be corrected; nothing can be consumed yet.
  await expect(row.getByRole('button', { name: '记录消费' })).toHaveCount(0);
  await row.getByRole('button', { name: '修改金额' }).click();
  await answerAndConfirm(page, '新的交易金额(元)', '128', /128 元/);
  await expect(row).toContainText('128.00');

  await bankReceives(paid, 12_800);
  await expectInTime(orders, row, '已入账');
  await expect(row.getByRole('button', { name: '修改金额' })).toHaveCount(0);

  await row.getByRole('button', { name: '详情' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '订单详情' });
  await expect(drawer.locator('[aria-current="step"]')).toHaveText('已入账');
  const ledger = drawer.getByRole('region', { name: '账务分录' });
  await expect(ledger.getByRole('row', { name: /bank:supervised/ })).toContainText('-128.00');
  await expect(ledger.getByRole('row', { name: /:frozen/ })).toContainText('128.00');
  await expect(drawer.getByRole('region', { name: '变更记录' }).getByRole('listitem')).toHaveText([
    /创建订单/,
    /修改交易金额 · 128\.00/,
    /资金入账冻结 · 128\.00/,
  ]);

  // A consumption from the drawer: the balances move, split 90/10 between merchant and provision.
  await drawer.getByRole('button', { name: '记录消费' }).click();
  await answerAndConfirm(page, '消费金额(元)', '50', /50 元/);
  const balances = drawer.getByRole('region', { name: '资金余额' });
  await expect(balances).toContainText('冻结金额(元)78.00');
  // The order's consumed balance is the merchant's share (order.decider.ts); the provision holds the rest.
  await expect(balances).toContainText('已消费金额(元)45.00');
  await expect(balances).toContainText('风险准备金(元)5.00');
  await expect(drawer.locator('[aria-current="step"]')).toHaveText('消费中');
  await expect(ledger.getByRole('row', { name: /merchant:.*:payable/ })).toContainText('45.00');
  await drawer.getByRole('button', { name: '关闭' }).click();
  await expect(row).toContainText('78.00');

  // A payment naming no order waits in suspense until an operator names its order.
  await bankReceives(unclaimed, 6_600);
  await page.goto('/prepaid/depository/index');
  const deposits = page.getByRole('region', { name: '订单存管' });
  const deposit = await rowOf(deposits, unclaimed);
  await expectInTime(deposits, deposit, '未匹配');
  await deposit.getByRole('button', { name: '手动存管' }).click();
  await answerAndConfirm(page, '订单支付单号', claimed, new RegExp(claimed));
  await expect(deposit).toContainText('人工匹配');
  await expect(deposit.getByRole('button', { name: '手动存管' })).toHaveCount(0);

  await page.goto('/prepaid/orders/index');
  await expect(await rowOf(orders, claimed)).toContainText('已入账');

  // The consumption is listed, from the operator; both notices are in the payment data log.
  await page.goto('/prepaid/consume/index');
  await expect(
    page
      .getByRole('region', { name: '订单消费' })
      .getByRole('row', { name: /50\.00/ })
      .first(),
  ).toContainText('运营人员');
  await page.goto('/prepaid/payment-log/index');
  const log = page.getByRole('region', { name: '支付数据日志' });
  const notice = await rowOf(log, unclaimed);
  await expect(notice).toContainText('已接收');
  await notice.getByRole('button', { name: '查看原文' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: '通知原文' })).toContainText(
    `"paymentNo": "${unclaimed}"`,
  );
});

test("a card's holder is corrected, its number kept; the orders screen speaks English", async ({ page }) => {
  const api = await adminApi(page);
  await seedMerchant(api, `${merchantName}卡`, '913510');
  const merchants = await api.get<{ records: Array<{ id: string }> }>(
    `/api/prepaid-merchant/merchant/page?merchantName=${encodeURIComponent(`${merchantName}卡`)}`,
  );
  const paymentNo = `P${run}C`;
  await createOrder(api, merchants.records[0]!.id, paymentNo, '30');

  await signIn(page);
  await page.goto('/prepaid/card-info/index');
  const cards = page.getByRole('region', { name: '卡信息' });
  // Cards come with their orders: there is nothing to add here.
  await expect(cards.getByRole('toolbar').getByRole('button', { name: '新增' })).toHaveCount(0);
  await cards.getByRole('search').getByLabel('卡号').fill(`C${paymentNo}`);
  await cards.getByRole('search').getByRole('button', { name: '搜索' }).click();
  const card = cards.getByRole('row', { name: new RegExp(`C${paymentNo}`) });
  await card.getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('卡号')).toBeDisabled();
  await dialog.getByLabel('持卡人姓名').fill('周八');
  await dialog.getByLabel('持卡人手机号').fill('13912340000');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(card).toContainText('周八');
  await expect(card).toContainText('13912340000');

  await page.getByRole('button', { name: 'English' }).click();
  await page.goto('/prepaid/orders/index');
  const orders = page.getByRole('region', { name: 'Orders' });
  await orders.getByRole('search').getByLabel('Payment no.').fill(paymentNo);
  await orders.getByRole('search').getByRole('button', { name: 'Search' }).click();
  const row = orders.getByRole('row', { name: new RegExp(paymentNo) });
  await expect(row).toContainText('Awaiting payment');
  await expect(row).toContainText('30.00');
  await expect(row.getByRole('button', { name: 'Change amount' })).toBeVisible();
});

test('a cut-payment application is listed with its status, found by its application number', async ({
  page,
}) => {
  const api = await adminApi(page);
  const name = `E2E划扣商户${run}`;
  await seedMerchant(api, name, '913511');
  const merchants = await api.get<{ records: Array<{ id: string }> }>(
    `/api/prepaid-merchant/merchant/page?merchantName=${encodeURIComponent(name)}`,
  );
  const merchantId = merchants.records[0]!.id;
  const paymentNo = `P${run}D`;
  const orderId = await createOrder(api, merchantId, paymentNo, '100');
  await bankReceives(paymentNo, 10_000);
  // The consumption is refused until the bank's notice has put the money on the order.
  await expect(async () => {
    await api.post('/api/prepaid-transaction/orderInfoConsume/report', { orderId, consumeAmount: '50' });
  }).toPass({ timeout: 20_000 });
  const orgPaymentNo = `CP${run}`;
  await api.post('/api/prepaid-transaction/cutPaymentApply/apply', {
    merchantId,
    orgPaymentNo,
    batchNo: `B${run}`,
    amount: '10',
  });

  await signIn(page);
  await page.goto('/prepaid/cut-payment/index');
  const screen = page.getByRole('region', { name: '划扣申请' });
  await screen.getByRole('search').getByLabel('划拨申请单号').fill(orgPaymentNo);
  await screen.getByRole('search').getByRole('button', { name: '搜索' }).click();
  const row = screen.getByRole('row', { name: new RegExp(orgPaymentNo) });
  await expect(row).toContainText('10.00');
  await expect(row).toContainText('已申请');
  await expect(row).toContainText(name);
});
