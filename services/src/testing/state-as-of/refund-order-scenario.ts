import fc from 'fast-check';
import { waitFor } from '@platform/jobs/testing/probes';
import { yuanOf } from '@services/money/amount.wire';
import type { PresentRefundOrder } from '@services/money/refund-order/refund-order.decider';
import { refundOrderStatus } from '@services/money/refund-order/refund-order.events';
import type { fundedOrders } from '@services/testing/funded-orders';
import { chargedOrder } from '@services/testing/state-as-of/order-scenario';
import {
  answeredAsOffered,
  type Call,
  dataOf,
  type Fields,
  picked,
  present,
  type ReadModelScenario,
} from '@services/testing/state-as-of/read-model-scenario';

export const refunds = '/api/prepaid-transaction/orderInfoRefund';
const refundApply = '/api/prepaid-transaction/refundApply';
const termFields = ['applyId', 'orderId', 'merchantId', 'paymentNo', 'accountNo', 'accountName'] as const;
const refundOrderFields = [...termFields, 'amount', 'serial', 'attempts', 'status'] as const;
type Action = 'submit' | 'manualRefund' | 'remove';

/** The refund order as its detail shows it; undefined once removed. */
async function detail(call: Call, id: string): Promise<Fields | undefined> {
  const answer = await call<Fields>('GET', `${refunds}/detail?id=${id}`);
  return answer.code === 404 ? undefined : answer.data;
}

/** The bank's job answered the submitted refund order (refunded, or refused for good). */
export const answeredByTheBank = (call: Call, id: string) =>
  waitFor(`refund order ${id} answered by the bank`, async () => {
    const status = (await detail(call, id))!.status;
    return status === refundOrderStatus.refunded || status === refundOrderStatus.failed;
  });

/** A refund of a charged order of its own merchant, applied for and approved: its refund order's id. */
export async function approvedRefundOrder(
  call: Call,
  orders: ReturnType<typeof fundedOrders>,
  merchantNumber: number,
): Promise<string> {
  const order = await chargedOrder(call, orders, merchantNumber);
  const application = { orderId: order.id, amount: '1.25', reason: 'r', accountNo: `6222${merchantNumber}` };
  const { id } = await dataOf(
    call<{ id: string }>('POST', `${refundApply}/apply`, { ...application, accountName: '张三' }),
    'refund applied',
  );
  const approved = await dataOf(
    call<Fields>('POST', `${refundApply}/refund`, { id, approve: true }),
    'refund approved',
  );
  return approved.refundOrderId as string;
}

/**
 * An approved refund of a charged order, then acted on at random (sent to the bank, sent again,
 * removed): what its detail does not offer is refused and writes nothing. A submission is paid by
 * the bank's job, which the scenario waits for, so every instant sees the bank's answer recorded.
 */
export function refundOrder(orders: ReturnType<typeof fundedOrders>): ReadModelScenario {
  async function act(call: Call, id: string, action: Action) {
    const { allowedActions } = (await detail(call, id))!;
    const answer = await call(
      'POST',
      action === 'manualRefund' ? `${refunds}/manualRefund?id=${id}` : `${refunds}/${action}?ids=${id}`,
    );
    const offered = (allowedActions as Action[]).includes(action);
    answeredAsOffered(answer, offered, `refund order ${action}`);
    if (offered && action !== 'remove') await answeredByTheBank(call, id);
  }
  return {
    type: 'refundOrder',
    edits: fc.record({ action: fc.constantFrom<Action>('submit', 'manualRefund') }),
    create: (call, n) => approvedRefundOrder(call, orders, 9400 + n),
    async apply(call, id, command) {
      await act(call, id, command.kind === 'remove' ? 'remove' : (command.values.action as Action));
    },
    async readModel(call, id) {
      const row = await detail(call, id);
      return row && picked(row, refundOrderFields);
    },
    fromState(state) {
      if (!present(state)) return undefined;
      const refund = state as unknown as PresentRefundOrder;
      return {
        ...picked(state, termFields),
        amount: yuanOf(refund.amountFen),
        serial: refund.serial,
        attempts: refund.attempts,
        status: refundOrderStatus[refund.stage],
      };
    },
  };
}
