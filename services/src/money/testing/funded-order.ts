import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FakeBank } from '@infra/fake-bank/fake-bank-server';
import { signNotice } from '@infra/fake-bank/fake-bank-notifier';
import { createMerchant } from '@services/testing/referenced-records';
import type { Answer, Row, tenantCaller } from '@services/testing/tenant-caller';
import { superviseBankNotifySecret } from '@services/money/supervise-bank/supervise-bank.settings';

const transaction = '/api/prepaid-transaction';

/**
 * An order of `number`'s own merchant, paid in full at the fake bank (which then holds the
 * money) and deposited through the signed charge notice, with `consumed` yuan reported by the
 * consumer side: the money a refund returns.
 */
export async function fundedOrder(
  on: {
    call: ReturnType<typeof tenantCaller>;
    app: NestFastifyApplication;
    bank: FakeBank;
    tenantId: string;
  },
  number: number,
  { tradeFen = 10_000, consumed }: { tradeFen?: number; consumed?: string } = {},
): Promise<{ orderId: string; merchantId: string; paymentNo: string }> {
  const { call, app, bank, tenantId } = on;
  const { merchant } = await createMerchant(call, tenantId, 500 + number);
  const paymentNo = `RF-ORDER-${number}`;
  const order = await call<Row>(
    'POST',
    `${transaction}/orderInfo/create`,
    {
      merchantId: merchant.id,
      paymentNo,
      cardNo: `RF-CARD-${number}`,
      buyerName: '张三',
      tradeAmount: tradeFen / 100,
    },
    tenantId,
  );
  const notice = bank.receivePayment({
    paymentNo,
    payerName: '张三',
    amount: tradeFen,
    valueDate: '2026-11-24',
  });
  const body = JSON.stringify(notice);
  const notified = await app.inject({
    method: 'POST',
    url: '/api/prepaid-payment/bank/charge-notify',
    headers: {
      'content-type': 'application/json',
      'x-bank-signature': signNotice(body, superviseBankNotifySecret({})),
    },
    payload: body,
  });
  expect(notified.json<Answer>().code).toBe(200);
  if (consumed !== undefined) {
    const report = await call(
      'POST',
      `${transaction}/orderInfoConsume/report`,
      { orderId: order.data.id, consumeAmount: consumed },
      tenantId,
    );
    expect(report.code).toBe(200);
  }
  return { orderId: order.data.id, merchantId: merchant.id, paymentNo };
}
