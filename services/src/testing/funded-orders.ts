import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FakeBank } from '@infra/fake-bank/fake-bank-server';
import { signNotice } from '@infra/fake-bank/fake-bank-notifier';
import type { ChargeNotice } from '@infra/fake-bank/fake-bank-notifier';
import { chargeNotifyPath, superviseBankNotifySecret } from '@services/money/money.public';
import { waitFor } from '@platform/jobs/testing/probes';
import { createMerchant } from '@services/testing/referenced-records';
import type { Answer, Row, tenantCaller } from '@services/testing/tenant-caller';
import { verifyBankAccount } from '@services/testing/verified-account';

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
 * calls, for the tests of what follows a charge (reconciliation, cut-payments, exports, the home
 * page's money figures).
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
      url: chargeNotifyPath,
      headers: {
        'content-type': 'application/json',
        'x-bank-signature': signNotice(body, superviseBankNotifySecret({})),
      },
      payload: body,
    });
    expect(notified.json<Answer>().code).toBe(200);
  }

  /** An order of `yuan` for the merchant as the consumer side's intake makes it, not charged yet. */
  async function created(
    merchantId: string,
    paymentNo: string,
    yuan: number,
    terms: { goodsId?: string } = {},
  ) {
    const order = await call<Row>(
      'POST',
      `${transaction}/orderInfo/create`,
      {
        merchantId,
        paymentNo,
        cardNo: `CARD-${paymentNo}`,
        buyerName: '张三',
        tradeAmount: String(yuan),
        ...terms,
      },
      tenantId,
    );
    expect(order.code).toBe(200);
    return order.data;
  }

  /** The bank notifies the charge of `yuan` for the order on `valueDate` (received by the bank when `funded`). */
  async function charged(paymentNo: string, yuan: number, valueDate: string, funded = true) {
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
  }

  return {
    notify,
    created,
    charged,
    /** An order of `yuan` for the merchant, its charge notified on `valueDate` (received by the bank when `funded`). */
    async order(merchantId: string, paymentNo: string, yuan: number, valueDate: string, funded = true) {
      const order = await created(merchantId, paymentNo, yuan);
      await charged(paymentNo, yuan, valueDate, funded);
      return order;
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
    /** `yuan` of the order refunded: applied for, approved, sent, and paid by the bank. */
    async refunded(orderId: string, yuan: string) {
      const account = { accountNo: `6222${orderId}`, accountName: '张三' };
      const applied = await call<Row>(
        'POST',
        `${transaction}/refundApply/apply`,
        { orderId, amount: yuan, reason: '不想上课了', ...account },
        tenantId,
      );
      const approved = await call<Row>(
        'POST',
        `${transaction}/refundApply/refund`,
        { id: applied.data.id, approve: true },
        tenantId,
      );
      const id = approved.data.refundOrderId as string;
      await paidByTheBank(`${transaction}/orderInfoRefund`, id);
    },
    /**
     * `yuan` of the merchant's payable transferred: its account proved (a cut-payment pays no
     * other), applied for, sent, and paid by the bank.
     */
    async transferred(merchantId: string, orgPaymentNo: string, yuan: string) {
      await verifyBankAccount(call, bank(), tenantId, merchantId);
      const applied = await call<Row>(
        'POST',
        `${transaction}/cutPaymentApply/apply`,
        { merchantId, orgPaymentNo, batchNo: `B-${orgPaymentNo}`, amount: yuan },
        tenantId,
      );
      expect(applied.code).toBe(200);
      await paidByTheBank(`${transaction}/cutPaymentApply`, applied.data.id);
    },
  };

  /** Submits the instruction and waits for the bank's job to pay it (status 2). */
  async function paidByTheBank(path: string, id: string) {
    expect((await call('POST', `${path}/submit?ids=${id}`, undefined, tenantId)).code).toBe(200);
    const paid = await waitFor(`${path} ${id} answered by the bank`, async () => {
      const { data } = await call<Row>('GET', `${path}/detail?id=${id}`, undefined, tenantId);
      return data.status === 2 || data.status === 3 ? data : undefined;
    });
    expect(paid.status).toBe(2);
  }
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
  {
    tradeFen = 10_000,
    consumed,
    valueDate = '2026-11-24',
  }: { tradeFen?: number; consumed?: string; valueDate?: string } = {},
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
  const order = await orders.order(merchant.id, paymentNo, tradeFen / 100, valueDate);
  if (consumed !== undefined) await orders.consume(order.id, Number(consumed));
  return { orderId: order.id, merchantId: merchant.id, paymentNo };
}
