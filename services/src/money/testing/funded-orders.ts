import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FakeBank } from '@infra/fake-bank/fake-bank-server';
import { signNotice } from '@infra/fake-bank/fake-bank-notifier';
import type { ChargeNotice } from '@infra/fake-bank/fake-bank-notifier';
import { superviseBankNotifySecret } from '@services/money/supervise-bank/supervise-bank.settings';
import { createMerchant } from '@services/testing/referenced-records';
import type { Answer, Row, tenantCaller } from '@services/testing/tenant-caller';

const transaction = '/api/prepaid-transaction';

/** Who a test's direct job runs act for; the handlers use no job context. */
export const workerCaller = {
  requestId: 'worker',
  tenantId: '000042',
  userId: '1',
  account: 'admin',
  deptId: '0',
  roleIds: [],
  clientIp: '127.0.0.1',
};

/**
 * Orders and their money as the consumer side and the bank make them, through the real intake
 * calls, for the tests of what follows a charge (reconciliation, cut-payments, exports).
 */
export function fundedOrders(
  app: () => NestFastifyApplication,
  call: ReturnType<typeof tenantCaller>,
  bank: () => FakeBank,
  tenantId: string,
) {
  /** The bank notifies a charge: one it really received, or one of its own making. */
  async function notify(notice: ChargeNotice | Record<string, unknown>) {
    const body = JSON.stringify(notice);
    const notified = await app().inject({
      method: 'POST',
      url: '/api/prepaid-payment/bank/charge-notify',
      headers: {
        'content-type': 'application/json',
        'x-bank-signature': signNotice(body, superviseBankNotifySecret({})),
      },
      payload: body,
    });
    expect(notified.json<Answer>().code).toBe(200);
  }

  return {
    notify,
    /** An order of `yuan` for the merchant, its charge notified on `valueDate` (received by the bank when `funded`). */
    async order(merchantId: string, paymentNo: string, yuan: number, valueDate: string, funded = true) {
      const order = await call<Row>(
        'POST',
        `${transaction}/orderInfo/create`,
        { merchantId, paymentNo, cardNo: `CARD-${paymentNo}`, buyerName: '张三', tradeAmount: String(yuan) },
        tenantId,
      );
      expect(order.code).toBe(200);
      const charge = { paymentNo, payerName: '张三', amount: yuan * 100, valueDate };
      await notify(
        funded
          ? bank().receivePayment(charge)
          : {
              ...charge,
              bankSerial: `NEVER-AT-BANK-${paymentNo}`,
              accountNo: bank().supervisedAccountNo,
              notifiedAt: `${valueDate}T10:00:00+08:00`,
            },
      );
      return order.data;
    },
    async consume(orderId: string, yuan: number) {
      const consumed = await call(
        'POST',
        `${transaction}/orderInfoConsume/report`,
        { orderId, consumeAmount: String(yuan) },
        tenantId,
      );
      expect(consumed.code).toBe(200);
    },
  };
}

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
  const orders = fundedOrders(
    () => app,
    call,
    () => bank,
    tenantId,
  );
  const paymentNo = `RF-ORDER-${number}`;
  const order = await orders.order(merchant.id, paymentNo, tradeFen / 100, '2026-11-24');
  if (consumed !== undefined) await orders.consume(order.id, Number(consumed));
  return { orderId: order.id, merchantId: merchant.id, paymentNo };
}
