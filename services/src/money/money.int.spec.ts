import type { Page } from '@platform/http/paging';
import { expectSameRowsAfterRebuild } from '@projections/runner/testing/expect-same-rows-after-rebuild';
import { signNotice } from '@infra/fake-bank/fake-bank-notifier';
import { superviseBankNotifySecret } from '@services/money/supervise-bank/supervise-bank.settings';
import { LogStore } from '@services/log/log.public';
import { suspenseLogId } from '@services/money/deposit/charge-notice.handlers';
import { moneyContext } from '@services/money/money.context';
import { orderStreamId } from '@services/money/order/order.stream';
import { createMerchant } from '@services/testing/referenced-records';
import { type Answer, type Row, tenantCaller } from '@services/testing/tenant-caller';
import { describeOnBothDatabases } from '@services/testing/test-app';

const transaction = '/api/prepaid-transaction';
const payment = '/api/prepaid-payment';
const platform = '000000';
const tenantA = '000042';
const tenantB = '100001';

describeOnBothDatabases('supervised money', 'money', (current) => {
  const call = tenantCaller(() => current().app);
  let merchantId: string;
  let serial = 0;

  beforeAll(async () => {
    merchantId = (await createMerchant(call, tenantA, 1)).merchant.id;
  });

  const eventTypes = async (orderId: string) =>
    (await current().runtime.infrastructure.store.readStream(orderStreamId(orderId))).events.map(
      (e) => e.type,
    );

  async function createOrder(paymentNo: string, overrides: object = {}) {
    const created = await call<Row>(
      'POST',
      `${transaction}/orderInfo/create`,
      {
        merchantId,
        paymentNo,
        cardNo: `C-${paymentNo}`,
        buyerName: '张三',
        tradeAmount: '100',
        ...overrides,
      },
      tenantA,
    );
    expect(created).toMatchObject({ code: 200 });
    return created.data;
  }

  /** The bank's notice of a charge, signed as the bank signs it (or with `signature`). */
  async function notify(
    charge: { paymentNo: string; amount: number; bankSerial?: string },
    signature?: string,
  ) {
    const body = JSON.stringify({
      bankSerial: charge.bankSerial ?? `B-${++serial}`,
      paymentNo: charge.paymentNo,
      accountNo: '6222000000000001',
      payerName: '张三',
      amount: charge.amount,
      valueDate: '2026-11-24',
      notifiedAt: '2026-11-24T10:00:00+08:00',
    });
    return rawNotify(body, signature ?? signNotice(body, superviseBankNotifySecret({})));
  }
  async function rawNotify(body: string, signature: string) {
    const response = await current().app.inject({
      method: 'POST',
      url: `${payment}/bank/charge-notify`,
      headers: { 'content-type': 'application/json', 'x-bank-signature': signature },
      payload: body,
    });
    const answer = response.json<Answer>();
    expect(response.statusCode).toBe(answer.code);
    return answer;
  }
  const list = async (path: string, tenant = tenantA) =>
    (await call<Page<Row>>('GET', path, undefined, tenant)).data;
  const order = async (id: string, tenant = tenantA) =>
    (await list(`${transaction}/orderInfo/page?size=1000`, tenant)).records.find((row) => row.id === id);

  it('creates an order with its card through the consumer-side intake', async () => {
    const created = await createOrder('P-100', { contractContent: '二十节课', buyerPhone: '13800000000' });
    expect(created).toMatchObject({
      tenantId: tenantA,
      merchantId,
      paymentNo: 'P-100',
      cardNo: 'C-P-100',
      tradeAmount: '100.00',
      paidAmount: '0.00',
      frozenAmount: '0.00',
      provisionRatio: '10.00',
      status: 0,
    });
    const cards = await list(`${transaction}/cardInfo/list?cardNo=C-P-100`);
    expect(cards.records).toMatchObject([
      { orderId: created.id, holderName: '张三', holderPhone: '13800000000' },
    ]);
  });

  it('answers 400 for bad input and taken numbers, writing nothing', async () => {
    const bad = async (body: object, msg: string) =>
      expect(await call('POST', `${transaction}/orderInfo/create`, body, tenantA)).toMatchObject({
        code: 400,
        msg,
      });
    const valid = { merchantId, paymentNo: 'P-BAD', cardNo: 'C-BAD', buyerName: '李四', tradeAmount: '10' };
    await bad({ ...valid, tradeAmount: '1.005' }, '交易金额应为最多两位小数的金额,如 128.00');
    await bad({ ...valid, tradeAmount: '0' }, '交易金额必须大于0');
    await bad({ ...valid, paymentNo: '' }, '请输入支付单号');
    await bad({ ...valid, merchantId: '1858000000000009999' }, '所属商户不存在: 1858000000000009999');
    await bad({ ...valid, paymentNo: 'P-100' }, '支付单号已存在');
    await bad({ ...valid, cardNo: 'C-P-100' }, '卡号已存在');
    expect((await list(`${transaction}/orderInfo/page?paymentNo=P-BAD`)).total).toBe(0);
  });

  it('corrects the amount and the contract before the money arrives, recording old and new', async () => {
    const created = await createOrder('P-200');
    const amount = await call<Row>(
      'POST',
      `${transaction}/orderInfo/updateTradeAmount?id=${created.id}&tradeAmount=120.5`,
      undefined,
      tenantA,
    );
    expect(amount).toMatchObject({ code: 200, data: { tradeAmount: '120.50' } });
    const contract = await call<Row>(
      'POST',
      `${transaction}/orderInfo/updateContractContent`,
      { id: created.id, contractContent: '三十节课' },
      tenantA,
    );
    expect(contract).toMatchObject({ code: 200, data: { contractContent: '三十节课' } });
    const { events } = await current().runtime.infrastructure.store.readStream(orderStreamId(created.id));
    expect(events.slice(1).map(({ type, data }) => ({ type, data }))).toMatchObject([
      { type: 'OrderTradeAmountUpdated', data: { fromFen: 10_000, toFen: 12_050 } },
      { type: 'OrderContractContentUpdated', data: { from: null, to: '三十节课' } },
    ]);
  });

  it('freezes a signed charge against its order; a repeated notice changes nothing', async () => {
    const created = await createOrder('P-300');
    expect(await notify({ paymentNo: 'P-300', amount: 10_000, bankSerial: 'B-300' })).toMatchObject({
      code: 200,
      success: true,
    });
    expect(await order(created.id)).toMatchObject({
      status: 1,
      paidAmount: '100.00',
      frozenAmount: '100.00',
    });
    const deposits = await list(`${transaction}/orderInfoDepository/page?bankSerial=B-300`);
    expect(deposits.records).toMatchObject([
      { orderId: created.id, amount: '100.00', status: 1, tenantId: tenantA },
    ]);
    expect(await notify({ paymentNo: 'P-300', amount: 10_000, bankSerial: 'B-300' })).toMatchObject({
      code: 200,
    });
    expect(await eventTypes(created.id)).toEqual(['OrderCreated', 'OrderDeposited']);
    expect((await list(`${payment}/paymentDataLog/list?bankSerial=B-300`)).records).toMatchObject([
      { status: 1, paymentNo: 'P-300', rejectedReason: null },
    ]);
    expect((await list(`${payment}/superviseCharge/list?bankSerial=B-300`)).total).toBe(1);
    const refused = await call(
      'POST',
      `${transaction}/orderInfo/updateTradeAmount?id=${created.id}&tradeAmount=1`,
      undefined,
      tenantA,
    );
    expect(refused).toMatchObject({ code: 400, msg: '订单资金已入账,不能修改交易金额' });
  });

  it('refuses a badly signed notice with 400 and keeps it in the log, marked rejected', async () => {
    const created = await createOrder('P-400');
    expect(
      await notify({ paymentNo: 'P-400', amount: 10_000, bankSerial: 'B-400' }, 'f'.repeat(64)),
    ).toMatchObject({
      code: 400,
      msg: '银行签名无效',
    });
    // Signed, but not what the bank sends: refused with the reason, and kept too.
    const shapeless = JSON.stringify({ bankSerial: 'B-401', paymentNo: 'P-400', amount: '100.00' });
    expect(await rawNotify(shapeless, signNotice(shapeless, superviseBankNotifySecret({})))).toMatchObject({
      code: 400,
      msg: '缺少监管账号',
    });
    expect(await eventTypes(created.id)).toEqual(['OrderCreated']);
    const rejected = await list(`${payment}/paymentDataLog/list?status=0`, platform);
    expect(rejected.records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          bankSerial: 'B-400',
          rejectedReason: '银行签名无效',
          body: expect.stringMatching(/^sha256:[0-9a-f]{64} \(\d+ bytes, unsigned: content not kept\)$/),
        }),
        expect.objectContaining({ bankSerial: 'B-401', body: shapeless, rejectedReason: '缺少监管账号' }),
      ]),
    );
    // The genuine notice of the same serial is still accepted afterwards.
    expect(await notify({ paymentNo: 'P-400', amount: 10_000, bankSerial: 'B-400' })).toMatchObject({
      code: 200,
    });
    expect(await eventTypes(created.id)).toEqual(['OrderCreated', 'OrderDeposited']);
  });

  it('records consumptions split into the merchant share and the provision, never beyond what is frozen', async () => {
    const created = await createOrder('P-500');
    await notify({ paymentNo: 'P-500', amount: 10_000 });
    const reported = await call<Row>(
      'POST',
      `${transaction}/orderInfoConsume/report`,
      { orderId: created.id, consumeAmount: '30' },
      tenantA,
    );
    expect(reported).toMatchObject({
      code: 200,
      data: {
        paymentNo: 'P-500',
        consumeAmount: '30.00',
        payableAmount: '27.00',
        provisionAmount: '3.00',
        reportedBy: 'consumer',
      },
    });
    expect(await order(created.id)).toMatchObject({
      status: 2,
      frozenAmount: '70.00',
      provisionAmount: '3.00',
      consumedAmount: '27.00',
    });
    const over = await call(
      'POST',
      `${transaction}/orderInfoConsume/submit`,
      { orderId: created.id, consumeAmount: '70.01' },
      tenantA,
    );
    expect(over).toMatchObject({ code: 400, msg: '消费金额70.01元超过订单冻结余额70.00元' });
    const bad = await call(
      'POST',
      `${transaction}/orderInfoConsume/submit`,
      { orderId: created.id, consumeAmount: 'x' },
      tenantA,
    );
    expect(bad).toMatchObject({ code: 400, msg: '消费金额应为最多两位小数的金额,如 128.00' });
    const last = await call<Row>(
      'POST',
      `${transaction}/orderInfoConsume/submit`,
      { orderId: created.id, consumeAmount: '70', remark: '结课' },
      tenantA,
    );
    expect(last).toMatchObject({
      code: 200,
      data: { reportedBy: 'operator', payableAmount: '63.00', provisionAmount: '7.00' },
    });
    expect(await order(created.id)).toMatchObject({
      status: 3,
      frozenAmount: '0.00',
      provisionAmount: '10.00',
    });
    // A write answers the record exactly as a read of it does, remark absent or given.
    for (const written of [reported, last]) {
      const detail = await call(
        'GET',
        `${transaction}/orderInfoConsume/detail?id=${written.data.id}`,
        undefined,
        tenantA,
      );
      expect(detail).toEqual(written);
    }
    expect(last.data).toMatchObject({ remark: '结课' });
    expect((await list(`${transaction}/orderInfoConsume/list?orderId=${created.id}`)).total).toBe(2);
    // Searched by the payment number operators know the order by.
    expect((await list(`${transaction}/orderInfoConsume/list?paymentNo=P-500`)).records).toMatchObject([
      { paymentNo: 'P-500', remark: '结课' },
      { paymentNo: 'P-500', reportedBy: 'consumer' },
    ]);
    const moved = '消费记录已划转资金,不能修改或删除';
    expect(
      await call('POST', `${transaction}/orderInfoConsume/remove?ids=${last.data.id}`, undefined, tenantA),
    ).toMatchObject({ code: 400, msg: moved });
    const edit = { id: last.data.id, orderId: created.id, consumeAmount: '1' };
    expect(await call('POST', `${transaction}/orderInfoConsume/submit`, edit, tenantA)).toMatchObject({
      code: 400,
      msg: moved,
    });
    expect(await eventTypes(created.id)).toEqual([
      'OrderCreated',
      'OrderDeposited',
      'OrderConsumed',
      'OrderConsumed',
      'OrderFinished',
    ]);
  });

  it('keeps charges no order claims in suspense until an operator matches them', async () => {
    expect(await notify({ paymentNo: 'P-NOBODY', amount: 5_000, bankSerial: 'B-600' })).toMatchObject({
      code: 200,
    });
    const unclaimed = await list(`${transaction}/orderInfoDepository/page?bankSerial=B-600`, platform);
    expect(unclaimed.records).toMatchObject([
      { status: 0, unmatchedReason: '订单不存在', orderId: null, allowedActions: ['manualDepository'] },
    ]);
    await current().app.get(LogStore).flush();
    const told = await list(`/api/blade-log/usual/list?logId=${suspenseLogId}&logData=B-600`, platform);
    expect(told.records).toMatchObject([{ logLevel: 'warn', tenantId: platform }]);
    const created = await createOrder('P-600', { tradeAmount: '50' });
    const id = unclaimed.records[0]!.id;
    const matched = await call<Row>(
      'POST',
      `${transaction}/orderInfoDepository/manualDepository?id=${id}&paymentNo=P-600`,
      undefined,
      platform,
    );
    expect(matched).toMatchObject({
      code: 200,
      data: { status: 2, orderId: created.id, unmatchedReason: null, allowedActions: [] },
    });
    expect(await order(created.id)).toMatchObject({ status: 1, frozenAmount: '50.00' });
    const again = await call(
      'POST',
      `${transaction}/orderInfoDepository/manualDepository?id=${id}&paymentNo=P-600`,
      undefined,
      platform,
    );
    expect(again).toMatchObject({ code: 400, msg: '该入账记录已匹配订单,不能重复匹配' });
    // A charge matched to an order that does not exist, or with no charge named: nothing written.
    const unknown = await call(
      'POST',
      `${transaction}/orderInfoDepository/manualDepository?id=${id}&paymentNo=P-NONE`,
      undefined,
      platform,
    );
    expect(unknown).toMatchObject({ code: 404, msg: '订单不存在' });
    expect(await eventTypes(created.id)).toEqual(['OrderCreated', 'OrderDeposited']);
    expect(
      await call(
        'POST',
        `${transaction}/orderInfoDepository/manualDepository?paymentNo=P-600`,
        undefined,
        platform,
      ),
    ).toMatchObject({
      code: 400,
      msg: '请选择入账记录',
    });
  });

  it('keeps a charge of the wrong amount in suspense in the order tenant, matched after the amount is corrected', async () => {
    const created = await createOrder('P-700');
    await notify({ paymentNo: 'P-700', amount: 9_900, bankSerial: 'B-700' });
    const [deposit] = (await list(`${transaction}/orderInfoDepository/page?bankSerial=B-700`)).records;
    expect(deposit).toMatchObject({
      status: 0,
      unmatchedReason: '入账金额99.00元与订单交易金额100.00元不一致',
    });
    const refused = await call(
      'POST',
      `${transaction}/orderInfoDepository/manualDepository?id=${deposit!.id}&paymentNo=P-700`,
      undefined,
      tenantA,
    );
    expect(refused).toMatchObject({ code: 400, msg: '入账金额99.00元与订单交易金额100.00元不一致' });
    await call(
      'POST',
      `${transaction}/orderInfo/updateTradeAmount?id=${created.id}&tradeAmount=99`,
      undefined,
      tenantA,
    );
    // The bank repeats its notice now that the order awaits exactly this: the order gets nothing,
    // the charge stays in suspense for the operator (its money is not counted twice).
    await notify({ paymentNo: 'P-700', amount: 9_900, bankSerial: 'B-700' });
    expect(await order(created.id)).toMatchObject({ status: 0, frozenAmount: '0.00' });
    const matched = await call(
      'POST',
      `${transaction}/orderInfoDepository/manualDepository?id=${deposit!.id}&paymentNo=P-700`,
      undefined,
      tenantA,
    );
    expect(matched).toMatchObject({ code: 200, data: { status: 2 } });
    expect(await order(created.id)).toMatchObject({ status: 1, frozenAmount: '99.00' });
  });

  it('moves money once when the bank sends one notice many times at once, and consumptions race', async () => {
    const created = await createOrder('P-1000');
    const doubled = await Promise.all(
      Array.from({ length: 5 }, () => notify({ paymentNo: 'P-1000', amount: 10_000, bankSerial: 'B-1000' })),
    );
    expect(doubled.map((answer) => answer.code)).toEqual([200, 200, 200, 200, 200]);
    expect(await eventTypes(created.id)).toEqual(['OrderCreated', 'OrderDeposited']);
    expect((await list(`${transaction}/orderInfoDepository/page?bankSerial=B-1000`)).total).toBe(1);
    expect((await list(`${payment}/paymentDataLog/list?bankSerial=B-1000`)).total).toBe(1);

    // Five consumptions of 30.00 race for 100.00: at most three can be paid for.
    const consume = () =>
      call(
        'POST',
        `${transaction}/orderInfoConsume/report`,
        { orderId: created.id, consumeAmount: '30' },
        tenantA,
      );
    const answers = await Promise.all(Array.from({ length: 5 }, consume));
    const paid = answers.filter((answer) => answer.code === 200).length;
    expect(answers.every((answer) => [200, 400, 409].includes(answer.code))).toBe(true);
    expect(paid).toBeLessThanOrEqual(3);
    const frozen = 100 - 30 * paid;
    expect(await order(created.id)).toMatchObject({ frozenAmount: `${frozen}.00` });
    expect((await list(`${transaction}/orderInfoConsume/list?orderId=${created.id}`)).total).toBe(paid);
  });

  it('refuses unknown filters on every list with 400', async () => {
    const lists = [
      `${transaction}/orderInfo/page`,
      `${transaction}/orderInfoDepository/page`,
      `${transaction}/orderInfoConsume/list`,
      `${transaction}/cardInfo/list`,
      `${payment}/paymentDataLog/list`,
      `${payment}/superviseCharge/list`,
    ];
    for (const path of lists)
      expect([path, (await call('GET', `${path}?frozen_amount=1`, undefined, tenantA)).code]).toEqual([
        path,
        400,
      ]);
  });

  it('answers an empty page for a buyer with neither paymentNo nor cardNo ("空")', async () => {
    const page = await call<Page<Row>>(
      'GET',
      `${transaction}/orderInfo/page?paymentNo=空&cardNo=空`,
      undefined,
      tenantA,
    );
    expect(page).toMatchObject({ code: 200, data: { records: [], total: 0 } });
  });

  it('corrects a card holder; refuses new cards, new numbers and removals', async () => {
    const created = await createOrder('P-800');
    const [card] = (await list(`${transaction}/cardInfo/list?orderId=${created.id}`)).records;
    const submit = (body: object) => call<Row>('POST', `${transaction}/cardInfo/submit`, body, tenantA);
    expect(await submit({ id: card!.id, holderName: '王五', holderPhone: '' })).toMatchObject({
      code: 200,
      data: { holderName: '王五', holderPhone: null, cardNo: 'C-P-800' },
    });
    expect(await order(created.id)).toMatchObject({ buyerName: '王五' });
    expect(await submit({ holderName: '王五' })).toMatchObject({
      code: 400,
      msg: '卡信息随订单创建,请通过订单创建',
    });
    expect(await submit({ id: card!.id, cardNo: 'C-X', holderName: '王五' })).toMatchObject({
      code: 400,
      msg: '卡号已绑定订单,不能修改',
    });
    expect(
      await call('POST', `${transaction}/cardInfo/remove?ids=${card!.id}`, undefined, tenantA),
    ).toMatchObject({
      code: 400,
      msg: '卡片已绑定订单,不能删除',
    });
    expect(
      await call('GET', `${transaction}/cardInfo/detail?id=${card!.id}`, undefined, tenantB),
    ).toMatchObject({ code: 404 });
  });

  it("keeps each tenant's money to itself", async () => {
    const created = await createOrder('P-900');
    expect(await order(created.id, tenantB)).toBeUndefined();
    expect((await list(`${transaction}/orderInfoDepository/page`, tenantB)).total).toBe(0);
    const foreign = await call(
      'POST',
      `${transaction}/orderInfo/updateTradeAmount?id=${created.id}&tradeAmount=1`,
      undefined,
      tenantB,
    );
    expect(foreign).toMatchObject({ code: 404, msg: '订单不存在' });
    await notify({ paymentNo: 'P-900', amount: 10_000 });
    const consume = await call(
      'POST',
      `${transaction}/orderInfoConsume/report`,
      { orderId: created.id, consumeAmount: '1' },
      tenantB,
    );
    expect(consume).toMatchObject({ code: 404, msg: '订单不存在' });
  });

  // Last: it stops the app's projection runners.
  it('writes the rows a rebuild from the events writes, in every read model of money', async () => {
    await expectSameRowsAfterRebuild(current().runtime, moneyContext.projections ?? []);
  });
});
