import fc from 'fast-check';
import type { FakeBank } from '@infra/fake-bank/fake-bank-server';
import type { ChargeNotice } from '@infra/fake-bank/fake-bank-notifier';
import type { Page } from '@platform/http/paging';
import type { fundedOrders } from '@services/testing/funded-orders';
import {
  dataOf,
  type Fields,
  type ReadModelScenario,
} from '@services/testing/state-as-of/read-model-scenario';

const acceptedStatus = 1;

/**
 * The payment data log of one bank serial: the bank's notice of a charge, then notices of the
 * same serial at random, repeated as they were or saying another amount. The first accepted
 * notice is kept; no later one of the serial adds anything, so the log holds one accepted notice
 * from the first on. It is never removed: its end is one more repeat.
 */
export function paymentNotice(
  orders: ReturnType<typeof fundedOrders>,
  bank: () => FakeBank,
): ReadModelScenario {
  const notices = new Map<string, ChargeNotice>();
  return {
    type: 'paymentNotice',
    edits: fc.record({ altered: fc.boolean() }),
    async create(_, n) {
      const charge = {
        paymentNo: `ASOF-NOTICE-${Date.now().toString(36)}-${n}`,
        payerName: '王五',
        amount: 700 + n,
        valueDate: '2026-11-24',
      };
      const notice = bank().receivePayment(charge);
      await orders.notify(notice);
      notices.set(notice.bankSerial, notice);
      return notice.bankSerial;
    },
    async apply(_, bankSerial, command) {
      const notice = notices.get(bankSerial)!;
      const altered = command.kind === 'edit' && command.values.altered === true;
      await orders.notify(altered ? { ...notice, amount: notice.amount + 1 } : notice);
    },
    async readModel(call, bankSerial) {
      const page = await dataOf(
        call<Page<Fields>>(
          'GET',
          `/api/prepaid-payment/paymentDataLog/list?bankSerial=${bankSerial}&status=${acceptedStatus}`,
        ),
        'notices listed',
      );
      return page.total === 0 ? undefined : { accepted: page.total };
    },
    fromState(state) {
      return (state as { accepted: boolean } | null)?.accepted ? { accepted: 1 } : undefined;
    },
  };
}
