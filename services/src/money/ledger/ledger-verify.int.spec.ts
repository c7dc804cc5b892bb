import { randomUUID } from 'node:crypto';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import { signNotice } from '@infra/fake-bank/fake-bank-notifier';
import { superviseBankNotifySecret } from '@services/money/supervise-bank/supervise-bank.settings';
import { merchantPayable, orderFrozen, orderProvision } from '@services/money/ledger/ledger-accounts';
import { orderStreamId } from '@services/money/order/order.stream';
import { createMerchant } from '@services/testing/referenced-records';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';
import { runCli } from '@services/testing/run-cli';
import { startTestApp, type TestApp } from '@services/testing/test-app';

const tenant = '000042';

/** `npm run ledger -- verify` as an operator runs it, against `databaseUrl`. */
const ledgerVerify = (databaseUrl: string) =>
  runCli('services/src/money/ledger/ledger-cli.ts', ['verify'], databaseUrl);

describe('npm run ledger -- verify', () => {
  let scratch: ScratchDatabase;
  let testApp: TestApp;
  const call = tenantCaller(() => testApp.app);

  beforeAll(async () => {
    scratch = await createScratchDatabase('ledger');
    testApp = await startTestApp({ databaseUrl: scratch.url });
  });
  afterAll(async () => {
    await testApp.close();
    await scratch.drop();
  });

  it('verifies the ledger money moved through the product, and finds a bad event appended by hand', async () => {
    const merchantId = (await createMerchant(call, tenant, 1)).merchant.id;
    const order = await call<Row>(
      'POST',
      '/api/prepaid-transaction/orderInfo/create',
      { merchantId, paymentNo: 'P-L1', cardNo: 'C-L1', buyerName: '张三', tradeAmount: '100' },
      tenant,
    );
    const notice = (paymentNo: string, bankSerial: string) =>
      JSON.stringify({
        bankSerial,
        paymentNo,
        accountNo: '6222000000000001',
        payerName: '张三',
        amount: 10_000,
        valueDate: '2026-11-24',
        notifiedAt: '2026-11-24T10:00:00+08:00',
      });
    for (const body of [notice('P-L1', 'B-L1'), notice('P-NONE', 'B-L2')]) {
      const answer = await testApp.app.inject({
        method: 'POST',
        url: '/api/prepaid-payment/bank/charge-notify',
        headers: {
          'content-type': 'application/json',
          'x-bank-signature': signNotice(body, superviseBankNotifySecret({})),
        },
        payload: body,
      });
      expect(answer.statusCode).toBe(200);
    }
    const consumed = { orderId: order.data.id, consumeAmount: '33.33' };
    expect(
      await call('POST', '/api/prepaid-transaction/orderInfoConsume/report', consumed, tenant),
    ).toMatchObject({ code: 200 });

    const clean = await ledgerVerify(scratch.url);
    expect(clean.output).toContain('transactions: 3');
    expect(clean.output).toContain('held at the bank: 200.00');
    expect(clean.output).toContain('in suspense: 100.00');
    expect(clean.output).toContain('ledger verified');
    expect(clean.code).toBe(0);

    // A consumption of more than is frozen, written past the decider straight into the store.
    const id = order.data.id;
    await testApp.runtime.infrastructure.store.append([
      {
        streamId: orderStreamId(id),
        expectedRevision: 'any',
        events: [
          {
            eventId: randomUUID(),
            type: 'OrderConsumed',
            data: {
              id,
              consumeId: '1',
              transaction: {
                id: 'forged',
                kind: 'consumption',
                status: 'posted',
                postings: [
                  { account: orderFrozen(id), amount: -9_000 },
                  { account: merchantPayable(merchantId), amount: 8_100 },
                  { account: orderProvision(id), amount: 800 },
                ],
              },
            },
            metadata: {
              tenantId: tenant,
              userId: '1',
              account: 'x',
              correlationId: 'x',
              causationId: 'x',
              occurredAt: new Date().toISOString(),
              clientIp: '',
            },
          },
        ],
      },
    ]);
    const broken = await ledgerVerify(scratch.url);
    expect(broken.code).toBe(1);
    expect(broken.output).toContain('WRONG transaction forged: postings sum to -100, not 0');
    expect(broken.output).toContain(`WRONG transaction forged: ${orderFrozen(id)} would be -2333`);
  }, 60_000);
});
