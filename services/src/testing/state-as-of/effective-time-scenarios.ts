import { onBusinessDate } from '@infra/fake-bank/fake-bank-business-date';
import type { FakeBank } from '@infra/fake-bank/fake-bank-server';
import type { fundedOrders } from '@services/testing/funded-orders';
import { createMerchant } from '@services/testing/referenced-records';
import {
  cutPaymentApplied,
  cutPayments,
  merchantWithPayable,
  newestAnswered,
} from '@services/testing/state-as-of/cut-payment-scenario';
import { matchedByHand } from '@services/testing/state-as-of/deposit-scenario';
import { type Call, succeeded } from '@services/testing/state-as-of/read-model-scenario';
import {
  answeredByTheBank,
  approvedRefundOrder,
  refunds,
} from '@services/testing/state-as-of/refund-order-scenario';

/**
 * An aggregate type with a movement at the bank, as the effective-time property test drives it:
 * one record whose movement the bank values on a given day, with events recorded before and
 * after it.
 */
export interface EffectiveTimeScenario {
  type: string;
  /** The event of the movement the bank valued. */
  valuedEvent: string;
  /** Makes a record (the `n`-th of the run) whose movement the bank values on `valueDate`: its id. */
  create(call: Call, n: number, valueDate: string): Promise<string>;
}

/**
 * Submits an instruction (`submit`, a submit route) to the bank, which gives it value on
 * `valueDate`, and waits until its job's answer is recorded; the bank values on its own day again after.
 */
async function paidOn(
  bank: () => FakeBank,
  valueDate: string,
  { call, submit, answered }: { call: Call; submit: string; answered: () => Promise<unknown> },
) {
  await onBusinessDate(bank(), valueDate, async () => {
    succeeded(await call('POST', submit), `${submit} submitted`);
    await answered();
  });
}

/**
 * A charge valued on the day, notified for a payment number no order has yet (into suspense, as
 * it is recorded), then its order made and the charge matched to it by hand.
 */
const chargeIntoSuspense = (
  orders: ReturnType<typeof fundedOrders>,
  bank: () => FakeBank,
): EffectiveTimeScenario => ({
  type: 'deposit',
  valuedEvent: 'DepositReceived',
  async create(call, n, valueDate) {
    const { merchant } = await createMerchant(call, '000000', 9700 + n);
    const paymentNo = `ASOF-VALUED-${Date.now().toString(36)}-${n}`;
    const notice = bank().receivePayment({ paymentNo, payerName: '李四', amount: 4000 + n, valueDate });
    await orders.notify(notice);
    await orders.created(merchant.id, paymentNo, notice.amount / 100);
    await matchedByHand(call, notice.bankSerial, paymentNo);
    return notice.bankSerial;
  },
});

/** An approved refund sent to the bank, which pays it and values it on the day. */
const paidRefund = (
  orders: ReturnType<typeof fundedOrders>,
  bank: () => FakeBank,
): EffectiveTimeScenario => ({
  type: 'refundOrder',
  valuedEvent: 'RefundOrderSucceeded',
  async create(call, n, valueDate) {
    const id = await approvedRefundOrder(call, orders, 9800 + n);
    const submit = `${refunds}/submit?ids=${id}`;
    await paidOn(bank, valueDate, { call, submit, answered: () => answeredByTheBank(call, id) });
    return id;
  },
});

/** A merchant's cut-payment sent to the bank, which pays it and values it on the day. */
const paidCutPayment = (
  orders: ReturnType<typeof fundedOrders>,
  bank: () => FakeBank,
): EffectiveTimeScenario => ({
  type: 'cutPaymentBook',
  valuedEvent: 'CutPaymentSucceeded',
  async create(call, n, valueDate) {
    const merchantId = await merchantWithPayable(call, orders, bank, 9900 + n);
    const id = await cutPaymentApplied(call, merchantId, `CUT-VALUED-${merchantId}`, 2);
    const submit = `${cutPayments}/submit?ids=${id}`;
    await paidOn(bank, valueDate, { call, submit, answered: () => newestAnswered(call, merchantId) });
    return merchantId;
  },
});

/** The aggregate types whose events carry a bank's value date (services/src/money/effective-times.ts). */
export const effectiveTimeScenarios = (
  orders: ReturnType<typeof fundedOrders>,
  bank: () => FakeBank,
): readonly EffectiveTimeScenario[] => [
  chargeIntoSuspense(orders, bank),
  paidRefund(orders, bank),
  paidCutPayment(orders, bank),
];
