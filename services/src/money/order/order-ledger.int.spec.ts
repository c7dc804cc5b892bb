import { signNotice } from '@infra/fake-bank/fake-bank-notifier';
import { superviseBankNotifySecret } from '@services/money/supervise-bank/supervise-bank.settings';
import { createMerchant } from '@services/testing/referenced-records';
import { type Answer, type Row, tenantCaller } from '@services/testing/tenant-caller';
import { describeOnBothDatabases } from '@services/testing/test-app';

const transaction = '/api/prepaid-transaction';
const tenantA = '000042';
const tenantB = '100001';

describeOnBothDatabases('an order as its ledger', 'money', (current) => {
  const call = tenantCaller(() => current().app);

  it("answers the order's events in order with their postings, to its own tenant only", async () => {
    const { merchant } = await createMerchant(call, tenantA, 2);
    const created = await call<Row>(
      'POST',
      `${transaction}/orderInfo/create`,
      {
        merchantId: merchant.id,
        paymentNo: 'P-LEDGER',
        cardNo: 'C-LEDGER',
        buyerName: '张三',
        tradeAmount: '80',
      },
      tenantA,
    );
    const body = JSON.stringify({
      bankSerial: 'B-LEDGER',
      paymentNo: 'P-LEDGER',
      accountNo: '6222000000000001',
      payerName: '张三',
      amount: 8000,
      valueDate: '2026-11-24',
      notifiedAt: '2026-11-24T10:00:00+08:00',
    });
    const notified = await current().app.inject({
      method: 'POST',
      url: '/api/prepaid-payment/bank/charge-notify',
      headers: {
        'content-type': 'application/json',
        'x-bank-signature': signNotice(body, superviseBankNotifySecret({})),
      },
      payload: body,
    });
    expect(notified.json<Answer>().code).toBe(200);

    const ledger = await call<Row[]>(
      'GET',
      `${transaction}/orderInfo/ledger?id=${created.data.id}`,
      undefined,
      tenantA,
    );
    expect(ledger.data).toMatchObject([
      { type: 'OrderCreated', amount: '80.00', transactionKind: null, postings: [] },
      {
        type: 'OrderDeposited',
        amount: '80.00',
        transactionKind: 'deposit-matched',
        postings: [
          { account: 'bank:supervised', kind: 'supervised', amount: '-80.00' },
          { account: `order:${created.data.id}:frozen`, kind: 'frozen', amount: '80.00' },
        ],
      },
    ]);
    expect(
      await call('GET', `${transaction}/orderInfo/ledger?id=${created.data.id}`, undefined, tenantB),
    ).toMatchObject({ code: 404, msg: '订单不存在' });
  });
});
