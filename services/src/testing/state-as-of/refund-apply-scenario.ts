import fc from 'fast-check';
import type { Page } from '@platform/http/paging';
import { yuanOf } from '@services/money/amount.wire';
import type { PresentRefundApply } from '@services/money/refund-apply/refund-apply.decider';
import { refundApplyStatus } from '@services/money/refund-apply/refund-apply.events';
import type { fundedOrders } from '@services/testing/funded-orders';
import { chargedOrder } from '@services/testing/state-as-of/order-scenario';
import {
  type Call,
  dataOf,
  type Fields,
  picked,
  present,
  type ReadModelScenario,
  succeeded,
  word,
} from '@services/testing/state-as-of/read-model-scenario';

const refundApply = '/api/prepaid-transaction/refundApply';
const applicationFields = ['orderId', 'amount', 'reason', 'accountNo', 'accountName', 'status'] as const;

/** The application of an order as the list shows it (each order of the scenario has one). */
async function listed(call: Call, orderId: string): Promise<Fields | undefined> {
  const page = await dataOf(
    call<Page<Fields>>('GET', `${refundApply}/getRefundApplyListPage?orderId=${orderId}`),
    'refund applications listed',
  );
  return page.records[0];
}

/**
 * A refund application of a charged order, then decided at random: the first decision holds, and
 * every later one is refused and writes nothing. It is never removed: its end is to be refused.
 */
export function refundApplication(orders: ReturnType<typeof fundedOrders>): ReadModelScenario {
  const orderIds = new Map<string, string>();
  async function decide(call: Call, id: string, decision: Fields) {
    const { status } = (await listed(call, orderIds.get(id)!))!;
    const answer = await call('POST', `${refundApply}/refund`, { id, ...decision });
    if (status === refundApplyStatus.applied) succeeded(answer, 'refund decided');
    else if (answer.code === 200) throw new Error('a decided refund application was decided again');
  }
  return {
    type: 'refundApply',
    edits: fc.record({ approve: fc.boolean(), reason: word }),
    async create(call, n) {
      const order = await chargedOrder(call, orders, 9200 + n);
      const application = { orderId: order.id, amount: `${10 + n}.50`, reason: 'r', accountNo: `6222${n}` };
      const body = { ...application, accountName: '张三' };
      const { id } = await dataOf(
        call<{ id: string }>('POST', `${refundApply}/apply`, body),
        'refund applied',
      );
      orderIds.set(id, order.id);
      return id;
    },
    async apply(call, id, command) {
      const decision = command.kind === 'remove' ? { approve: false, reason: 'removed' } : command.values;
      await decide(call, id, decision);
    },
    async readModel(call, id) {
      const row = await listed(call, orderIds.get(id)!);
      return row && picked(row, applicationFields);
    },
    fromState(state) {
      if (!present(state)) return undefined;
      const application = state as unknown as PresentRefundApply;
      return {
        ...picked(state, ['orderId', 'reason', 'accountNo', 'accountName']),
        amount: yuanOf(application.amountFen),
        status: refundApplyStatus[application.stage],
      };
    },
  };
}
