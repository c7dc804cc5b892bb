import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminApi, type AdminApi } from './support/admin-api';
import { amountPaidTo, bankReceives } from './support/fake-bank';
import { seedMerchant } from './support/seed-merchant';
import { signIn } from './support/sign-in';
import { toast } from './support/toast';

const run = Date.now().toString(36);
const merchantName = `E2E存管商户${run}`;

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

/** The audit page, opened from a row's 历史 on the record it names, lists `eventType` in its timeline. */
async function expectHistoryOpened(page: Page, record: { type: string; id: string }, eventType: string) {
  await expect(page).toHaveURL(new RegExp(`/audit/explorer/index\\?type=${record.type}&id=${record.id}$`));
  await expect(
    page.getByRole('table', { name: '变更时间线' }).getByRole('cell', { name: eventType, exact: true }),
  ).toBeVisible();
}

/**
 * A new merchant's order of 100 yuan, paid at the bank and half consumed (a lesson attended):
 * answers the merchant's and the order's ids.
 */
async function halfConsumedOrder(api: AdminApi, merchantName: string, tag: string, paymentNo: string) {
  const merchantId = await seedMerchant(api, merchantName, tag);
  const orderId = await createOrder(api, merchantId, paymentNo, '100');
  await bankReceives(paymentNo, '孙七', 10_000);
  // The consumption is refused until the bank's notice has put the money on the order.
  await expect(async () => {
    await api.post('/api/prepaid-transaction/orderInfoConsume/report', { orderId, consumeAmount: '50' });
  }).toPass({ timeout: 20_000 });
  return { merchantId, orderId };
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

  await bankReceives(paid, '孙七', 12_800);
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
  const unclaimedSerial = await bankReceives(unclaimed, '孙七', 6_600);
  await page.goto('/prepaid/depository/index');
  const deposits = page.getByRole('region', { name: '订单存管' });
  const deposit = await rowOf(deposits, unclaimed);
  await expectInTime(deposits, deposit, '未匹配');
  await deposit.getByRole('button', { name: '手动存管' }).click();
  await answerAndConfirm(page, '订单支付单号', claimed, new RegExp(claimed));
  await expect(deposit).toContainText('人工匹配');
  await expect(deposit.getByRole('button', { name: '手动存管' })).toHaveCount(0);
  // A deposit's history is its bank serial's: received into suspense, then matched by hand.
  await deposit.getByRole('button', { name: '历史' }).click();
  await expectHistoryOpened(page, { type: 'deposit', id: unclaimedSerial }, 'DepositMatchedByOperator');

  await page.goto('/prepaid/orders/index');
  await expect(await rowOf(orders, claimed)).toContainText('已入账');

  // The consumption is listed under its order's payment number, from the operator; both notices
  // are in the payment data log.
  await page.goto('/prepaid/consume/index');
  const consumption = await rowOf(page.getByRole('region', { name: '订单消费' }), paid);
  await expect(consumption).toContainText('50.00');
  await expect(consumption).toContainText('运营人员');
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

/** The operator proves the merchant's account on the merchant page: the amount the bank paid in. */
async function verifyBankAccount(page: Page, merchantName: string): Promise<void> {
  await page.goto('/prepaid/merchant/index');
  const merchants = page.getByRole('region', { name: '商户管理' });
  await merchants.getByRole('search').getByLabel('商户名称').fill(merchantName);
  await merchants.getByRole('search').getByRole('button', { name: '搜索' }).click();
  await merchants
    .getByRole('row', { name: new RegExp(merchantName) })
    .getByRole('button', { name: '银行账户验证' })
    .click();
  const dialog = page.getByRole('dialog').filter({ hasText: '银行账户验证' });
  await dialog.getByRole('button', { name: '发起验证' }).click();
  await expect(dialog.getByText(/还可尝试 3 次/)).toBeVisible();
  await dialog.getByLabel(/到账金额/).fill(await amountPaidTo(merchantName));
  await dialog.getByRole('button', { name: '验证', exact: true }).click();
  await expect(dialog.getByText(new RegExp(`^已验证: ${merchantName} `))).toBeVisible();
  await dialog.getByRole('button', { name: '关闭' }).first().click();
}

test('cut-payments of a verified merchant: one removed, one submitted and followed until the bank pays it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const api = await adminApi(page);
  const name = `E2E划扣商户${run}`;
  const paymentNo = `P${run}D`;
  const { merchantId } = await halfConsumedOrder(api, name, '913511', paymentNo);

  // A cut-payment pays only an account the merchant has proved: the operator verifies it first.
  await signIn(page);
  await verifyBankAccount(page, name);
  const batchNo = `B${run}`;
  for (const [suffix, amount] of [
    ['A', '10'],
    ['B', '20'],
  ])
    await api.post('/api/prepaid-transaction/cutPaymentApply/apply', {
      merchantId,
      orgPaymentNo: `CP${run}${suffix}`,
      batchNo,
      amount,
    });

  await page.goto('/prepaid/cut-payment/index');
  const screen = page.getByRole('region', { name: '划扣申请' });
  await screen.getByRole('search').getByLabel('批次号').fill(batchNo);
  await screen.getByRole('search').getByRole('button', { name: '搜索' }).click();
  const removed = screen.getByRole('row', { name: new RegExp(`CP${run}A`) });
  const submitted = screen.getByRole('row', { name: new RegExp(`CP${run}B`) });
  await expect(removed).toContainText('10.00');
  await expect(removed).toContainText('已申请');
  await expect(removed).toContainText(name);
  // Paid into the verified account: the one the merchant record holds.
  await expect(removed).toContainText('6222000077778888');

  // 合同: the application's contract, rendered on first use, opens as a PDF in a new tab.
  const contractTab = page.waitForEvent('popup');
  await submitted.getByRole('button', { name: '合同' }).click();
  const contract = await page.request.get((await contractTab).url());
  expect(contract.headers()['content-type']).toBe('application/pdf');
  expect((await contract.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await removed.getByRole('button', { name: '删除' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: /10\.00 元/ })
    .getByRole('button', { name: '确定' })
    .click();
  await expect(toast(page, '操作成功!').last()).toBeVisible();
  await expect(removed).toHaveCount(0);

  await submitted.getByRole('button', { name: '提交', exact: true }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: /20\.00 元/ })
    .getByRole('button', { name: '确定' })
    .click();
  // The application's drawer follows the job until the bank answers: paid, under the bank's serial.
  const drawer = page.getByRole('dialog').filter({ hasText: '划拨申请详情' });
  await expect(drawer).toContainText('划拨成功', { timeout: 20_000 });
  await expect(drawer.getByRole('region', { name: '银行结果' })).toContainText(/银行流水号\S+/);
  // Settled T+1 working day after the bank paid (the parameter's default), a date once paid.
  await expect(drawer).toContainText(/结算日期\s*\d{4}-\d{2}-\d{2}/);
  await expect(drawer.getByRole('button', { name: '提交', exact: true })).toHaveCount(0);
  await drawer.getByRole('button', { name: '关闭' }).click();
  await expect(submitted).toContainText('划拨成功');
  await expect(submitted.getByRole('button', { name: '提交', exact: true })).toHaveCount(0);
  await expect(submitted.getByRole('button', { name: '删除' })).toHaveCount(0);
  // The applications are their merchant's cut-payment book, whose history keeps the removed one too.
  await submitted.getByRole('button', { name: '历史' }).click();
  await expectHistoryOpened(page, { type: 'cutPaymentBook', id: merchantId }, 'CutPaymentRemoved');
});

test('a card order is listed among the union channel’s orders with its merchant, charged when the bank’s notice comes', async ({
  page,
}) => {
  const api = await adminApi(page);
  const name = `E2E银联商户${run}`;
  await seedMerchant(api, name, '913512');
  const merchants = await api.get<{ records: Array<{ id: string }> }>(
    `/api/prepaid-merchant/merchant/page?merchantName=${encodeURIComponent(name)}`,
  );
  const paymentNo = `P${run}U`;
  await createOrder(api, merchants.records[0]!.id, paymentNo, '88');

  await signIn(page);
  await page.goto('/prepaid/union-order/index');
  const screen = page.getByRole('region', { name: '银联订单' });
  const row = await rowOf(screen, paymentNo);
  await expect(row).toContainText(`C${paymentNo}`);
  await expect(row).toContainText(name);
  await expect(row).toContainText('88.00');
  await expect(row).toContainText('待入账');

  await bankReceives(paymentNo, '孙七', 8_800);
  await expectInTime(screen, row, '已入账');
  // The charge's time is shown beside the order's own, as the wire writes times.
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}.*\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
});

test('an order is charged, consumed, cut-paid to its merchant from the console and partly refunded; the operator sees each step', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const api = await adminApi(page);
  const name = `E2E全程商户${run}`;
  const paymentNo = `P${run}L`;
  // The consumer side: the order, its payment at the bank, a lesson attended.
  const { orderId } = await halfConsumedOrder(api, name, '913513', paymentNo);

  await signIn(page);
  await page.goto('/prepaid/orders/index');
  const orders = page.getByRole('region', { name: '订单管理' });
  const row = await rowOf(orders, paymentNo);
  await expectInTime(orders, row, '消费中');
  await row.getByRole('button', { name: '详情' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '订单详情' });
  await expect(drawer.getByRole('region', { name: '资金余额' })).toContainText('冻结金额(元)50.00');
  await expect(
    drawer.getByRole('region', { name: '账务分录' }).getByRole('row', { name: /merchant:.*:payable/ }),
  ).toContainText('45.00');
  await drawer.getByRole('button', { name: '关闭' }).click();

  // The merchant's share is cut-paid: applied for and submitted here, followed until the bank pays.
  await verifyBankAccount(page, name);
  await page.goto('/prepaid/cut-payment/index');
  const cutPayments = page.getByRole('region', { name: '划扣申请' });
  await cutPayments.getByRole('button', { name: '申请划扣' }).click();
  const form = page.getByRole('dialog').filter({ hasText: '划拨申请单号' });
  await form.getByRole('combobox', { name: '商户' }).click();
  await page.getByRole('option', { name }).click();
  await form.getByLabel('划拨申请单号').fill(`CP${run}L`);
  await form.getByLabel('批次号').fill(`B${run}L`);
  await form.getByLabel('划拨金额(元)').fill('40');
  await form.getByRole('button', { name: '确定' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: /申请划拨 40 元/ })
    .getByRole('button', { name: '确定' })
    .click();
  await expect(toast(page, '操作成功!').last()).toBeVisible();
  await cutPayments.getByRole('search').getByLabel('批次号').fill(`B${run}L`);
  await cutPayments.getByRole('search').getByRole('button', { name: '搜索' }).click();
  const application = cutPayments.getByRole('row', { name: new RegExp(`CP${run}L`) });
  await expect(application).toContainText('已申请');
  await expect(application).toContainText('40.00');
  await application.getByRole('button', { name: '提交', exact: true }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: /40\.00 元/ })
    .getByRole('button', { name: '确定' })
    .click();
  const cutPaymentDrawer = page.getByRole('dialog').filter({ hasText: '划拨申请详情' });
  await expect(cutPaymentDrawer).toContainText('划拨成功', { timeout: 20_000 });
  await expect(cutPaymentDrawer.getByRole('region', { name: '银行结果' })).toContainText(/银行流水号\S+/);
  await cutPaymentDrawer.getByRole('button', { name: '关闭' }).click();

  // The consumer asks back 30.00 of the 50.00 still frozen: approved, sent, paid by the bank.
  await api.post('/api/prepaid-transaction/refundApply/apply', {
    orderId,
    amount: '30',
    reason: '搬家',
    accountNo: '6222000011113333',
    accountName: '孙七',
  });
  await page.goto('/prepaid/refund-apply/index');
  const refundApplication = await rowOf(page.getByRole('region', { name: '退款申请' }), paymentNo);
  await refundApplication.getByRole('button', { name: '同意退款' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: /30\.00 元/ })
    .getByRole('button', { name: '确定' })
    .click();
  await expect(refundApplication).toContainText('已同意');
  await page.goto('/prepaid/refund-order/index');
  const refundOrder = await rowOf(page.getByRole('region', { name: '退款订单' }), paymentNo);
  await refundOrder.getByRole('button', { name: '详情' }).click();
  const refundDrawer = page.getByRole('dialog').filter({ hasText: '退款订单详情' });
  await refundDrawer.getByRole('button', { name: '提交银行' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: /30\.00 元/ })
    .getByRole('button', { name: '确定' })
    .click();
  await expect(refundDrawer).toContainText('已退款', { timeout: 20_000 });
  await expect(refundDrawer.getByRole('region', { name: '银行结果' })).toContainText(/银行流水号\S+/);
  await refundDrawer.getByRole('button', { name: '关闭' }).click();

  // The order shows every step of its money, what is left frozen and its provision.
  await page.goto('/prepaid/orders/index');
  const refunded = await rowOf(orders, paymentNo);
  await refunded.getByRole('button', { name: '详情' }).click();
  await expect(drawer.getByRole('region', { name: '资金余额' })).toContainText('冻结金额(元)20.00');
  await expect(drawer.getByRole('region', { name: '资金余额' })).toContainText('风险准备金(元)5.00');
  await expect(drawer.getByRole('region', { name: '变更记录' }).getByRole('listitem')).toHaveText([
    /创建订单/,
    /资金入账冻结 · 100\.00/,
    /消费划转 · 50\.00/,
    /退款提交银行 · 30\.00/,
    /退款成功 · 30\.00/,
  ]);
});
