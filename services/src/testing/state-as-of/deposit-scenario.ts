import fc from 'fast-check';
import type { FakeBank } from '@infra/fake-bank/fake-bank-server';
import type { ChargeNotice } from '@infra/fake-bank/fake-bank-notifier';
import type { Page } from '@platform/http/paging';
import { yuanOf } from '@services/money/amount.wire';
import type { DepositState } from '@services/money/deposit/deposit.decider';
import { depositStatus } from '@services/money/deposit/deposit.events';
import type { fundedOrders } from '@services/testing/funded-orders';
import { createMerchant } from '@services/testing/referenced-records';
import {
  answeredAsOffered,
  type Call,
  dataOf,
  type Fields,
  type ReadModelScenario,
} from '@services/testing/state-as-of/read-model-scenario';

const deposits = '/api/prepaid-transaction/orderInfoDepository';
type Action = 'repeat' | 'order' | 'match';

/** The deposit of a bank serial as the list shows it, if it holds one. */
async function listed(call: Call, bankSerial: string): Promise<Fields | undefined> {
  const page = await dataOf(
    call<Page<Fields>>('GET', `${deposits}/page?bankSerial=${bankSerial}`),
    'deposits listed',
  );
  return page.records[0];
}

/**
 * The deposit of `bankSerial` matched by an operator to the order of `paymentNo`, where the list
 * offers it; refused where it does not (a deposit matched already).
 */
export async function matchedByHand(call: Call, bankSerial: string, paymentNo: string) {
  const { id, allowedActions } = (await listed(call, bankSerial))!;
  const answer = await call('POST', `${deposits}/manualDepository?id=${id}&paymentNo=${paymentNo}`);
  answeredAsOffered(answer, (allowedActions as string[]).includes('manualDepository'), 'deposit matched');
}

/**
 * A charge the bank received and notified for a payment number no order has yet: into suspense
 * (keyed by the bank's serial). Then, at random, the bank repeats its notice (which changes
 * nothing, before or after the order is made), the order of its payment number is made, or an
 * operator matches the charge to it by hand (making the order first if need be; offered once: a
 * second match is refused). It is never removed: its end is to be matched.
 */
export function deposit(orders: ReturnType<typeof fundedOrders>, bank: () => FakeBank): ReadModelScenario {
  const charges = new Map<string, { notice: ChargeNotice; merchantId: string; ordered: boolean }>();
  async function act(call: Call, bankSerial: string, action: Action) {
    const charge = charges.get(bankSerial)!;
    if (action === 'repeat') return orders.notify(charge.notice);
    const { paymentNo, amount } = charge.notice;
    if (!charge.ordered) await orders.created(charge.merchantId, paymentNo, amount / 100);
    charge.ordered = true;
    if (action === 'match') await matchedByHand(call, bankSerial, paymentNo);
  }
  return {
    type: 'deposit',
    edits: fc.record({ action: fc.constantFrom<Action>('repeat', 'order', 'match') }),
    async create(call, n) {
      const { merchant } = await createMerchant(call, '000000', 9600 + n);
      const paymentNo = `ASOF-DEP-${Date.now().toString(36)}-${n}`;
      const charge = { paymentNo, payerName: '李四', amount: 5000 + n, valueDate: '2026-11-24' };
      const notice = bank().receivePayment(charge);
      await orders.notify(notice);
      charges.set(notice.bankSerial, { notice, merchantId: merchant.id, ordered: false });
      return notice.bankSerial;
    },
    async apply(call, bankSerial, command) {
      await act(call, bankSerial, command.kind === 'remove' ? 'match' : (command.values.action as Action));
    },
    async readModel(call, bankSerial) {
      const row = await listed(call, bankSerial);
      return row && { id: row.id, amount: row.amount, matched: row.status !== depositStatus.unmatched };
    },
    fromState(state) {
      const charge = (state ?? { status: 'absent' }) as DepositState;
      if (charge.status === 'absent') return undefined;
      return { id: charge.id, amount: yuanOf(charge.amountFen), matched: charge.matched };
    },
  };
}
