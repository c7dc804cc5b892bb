import fc from 'fast-check';
import { provisionReleaseRefusal, refundableFen } from '@services/money/order/order.decider';
import { approvedRefundOrder } from '@services/money/refund-apply/approved-refund-order';
import { refundOrderRefusal } from '@services/money/refund-order/refund-order.decider';
import { fen, mostly, percent, pick } from '@services/money/testing/intake-steps';
import {
  type MoneyWorld,
  onOrder,
  onRefundApply,
  onRefundOrder,
  pickFrom,
} from '@services/money/testing/money-world';
import { weightedStep } from '@services/money/testing/weighted-step';

/**
 * What consumers, operators and the bank do to refunds: applications and their decision, refund
 * orders sent (again after a refusal) or removed, the bank's answers to their serials (repeated
 * and contrary ones included), and an order's provision released once its refund is paid.
 */
export type RefundStep =
  /**
   * The consumer applies for `share` percent (1–100) of what the order has frozen
   * (`ofFrozen`) or can still refund; 0 for `amountFen`.
   */
  | { kind: 'refundApply'; order: number; amountFen: number; share: number; ofFrozen: boolean }
  | { kind: 'refundDecide'; application: number; approve: boolean }
  | { kind: 'refundSubmit'; refundOrder: number }
  | { kind: 'refundRetry'; refundOrder: number }
  | { kind: 'refundRemove'; refundOrder: number }
  | { kind: 'refundAnswer'; serial: number; executed: boolean }
  | { kind: 'provisionUnfreeze'; refundOrder: number }
  /** The release job runs for a release asked for: late, or a second time. */
  | { kind: 'provisionRelease'; release: number };

export const refundSteps: Array<fc.WeightedArbitrary<RefundStep>> = [
  weightedStep(2, 'refundApply', {
    order: pick,
    amountFen: fen,
    // Often all that is frozen: the refund that leaves only the provision, for the merchant.
    share: fc.oneof(fc.constant(100), percent),
    ofFrozen: fc.boolean(),
  }),
  // Mostly approved, so that most applications go on to the bank.
  weightedStep(2, 'refundDecide', { application: pick, approve: mostly }),
  weightedStep(2, 'refundSubmit', { refundOrder: pick }),
  weightedStep(1, 'refundRetry', { refundOrder: pick }),
  weightedStep(1, 'refundRemove', { refundOrder: pick }),
  weightedStep(3, 'refundAnswer', { serial: pick, executed: fc.boolean() }),
  weightedStep(3, 'provisionUnfreeze', { refundOrder: pick }),
  weightedStep(3, 'provisionRelease', { release: pick }),
];

/**
 * A refund step as refund-apply.handlers.ts, refund-order.handlers.ts and refund-order.jobs.ts do
 * it: each reads what its handler reads, and writes what its handler writes in one call.
 */
export function playRefund(world: MoneyWorld, next: RefundStep): void {
  switch (next.kind) {
    case 'refundApply': {
      const orderId = pickFrom(world.orders, next.order);
      const order = orderId ? world.order(orderId) : undefined;
      if (order?.status !== 'present') return;
      const base = next.ofFrozen ? order.balances.frozenFen : refundableFen(order);
      const amountFen = next.share > 0 ? Math.ceil((base * next.share) / 100) : next.amountFen;
      // The form takes only a positive amount: a refund of nothing never reaches the handler.
      if (amountFen <= 0) return;
      const id = world.nextId();
      const request = {
        orderId: order.id,
        merchantId: order.terms.merchantId,
        paymentNo: order.terms.paymentNo,
        amountFen,
        reason: null,
        accountNo: 'R',
        accountName: '张三',
      };
      const data = { ...request, id, refundableFen: refundableFen(order) };
      if (world.run([onRefundApply(id, { type: 'ApplyRefund', data })])) world.refundApplications.push(id);
      return;
    }
    case 'refundDecide': {
      const id = pickFrom(world.refundApplications, next.application);
      const application = id ? world.refundApplication(id) : undefined;
      if (!id || application?.status !== 'present') return;
      if (!next.approve) {
        world.run([onRefundApply(id, { type: 'RefuseRefund', data: { reason: '不符合退款条件' } })]);
        return;
      }
      const order = world.order(application.orderId);
      if (order.status !== 'present') return;
      const refundOrderId = world.nextId();
      const approved = world.run([
        onRefundApply(id, {
          type: 'ApproveRefund',
          data: { refundOrderId, refundableFen: refundableFen(order) },
        }),
        onRefundOrder(refundOrderId, {
          type: 'CreateRefundOrder',
          data: approvedRefundOrder(application, refundOrderId),
        }),
      ]);
      if (approved) world.refundOrders.push(refundOrderId);
      return;
    }
    case 'refundSubmit':
    case 'refundRetry': {
      const id = pickFrom(world.refundOrders, next.refundOrder);
      const refundOrder = id ? world.refundOrder(id) : undefined;
      if (!id || refundOrder?.status !== 'present') return;
      // One sent already keeps its serial: submitting it again only enqueues its job again.
      if (next.kind === 'refundSubmit' && refundOrder.stage === 'pending') return;
      const serial = `R-${world.nextId()}`;
      const type = next.kind === 'refundSubmit' ? 'SubmitRefundOrder' : 'RetryRefundOrder';
      const sent = world.run([
        onRefundOrder(id, { type, data: { serial } }),
        onOrder(refundOrder.orderId, {
          type: 'ReserveRefund',
          data: { refundOrderId: id, serial, amountFen: refundOrder.amountFen },
        }),
      ]);
      if (sent) world.refundSerials.push({ serial, refundOrderId: id, orderId: refundOrder.orderId });
      return;
    }
    case 'refundRemove': {
      const id = pickFrom(world.refundOrders, next.refundOrder);
      if (id) world.run([onRefundOrder(id, { type: 'RemoveRefundOrder', data: {} })]);
      return;
    }
    case 'refundAnswer': {
      // Recorded whatever the refund order's stage: the deciders themselves record a serial's
      // answer once, and a repeated or contrary one changes nothing.
      const sent = pickFrom(world.refundSerials, next.serial);
      if (!sent) return;
      const { serial, refundOrderId, orderId } = sent;
      world.run([
        onRefundOrder(
          refundOrderId,
          next.executed
            ? {
                type: 'RecordRefundExecuted',
                data: { serial, bankSerial: `BK-${serial}`, valueDate: '2026-11-24' },
              }
            : { type: 'RecordRefundRefused', data: { serial, reason: '账户状态异常' } },
        ),
        onOrder(orderId, {
          type: 'SettleRefund',
          data: { serial, outcome: next.executed ? 'posted' : 'voided' },
        }),
      ]);
      return;
    }
    case 'provisionUnfreeze': {
      const id = pickFrom(world.refundOrders, next.refundOrder);
      const refundOrder = id ? world.refundOrder(id) : undefined;
      if (!id || refundOrder?.status !== 'present') return;
      const order = world.order(refundOrder.orderId);
      const refusal =
        refundOrderRefusal('unfreeze', refundOrder) ??
        (order.status === 'present' ? provisionReleaseRefusal(order) : undefined);
      if (refusal) return;
      const transactionId = world.nextId();
      if (world.run([onRefundOrder(id, { type: 'UnfreezeProvision', data: { transactionId } })]))
        world.releases.push({ orderId: refundOrder.orderId, transactionId });
      return;
    }
    case 'provisionRelease': {
      const release = pickFrom(world.releases, next.release);
      if (!release) return;
      const order = world.order(release.orderId);
      if (order.status !== 'present' || provisionReleaseRefusal(order)) return;
      world.run([
        onOrder(release.orderId, {
          type: 'ReleaseProvision',
          data: { transactionId: release.transactionId },
        }),
      ]);
      return;
    }
  }
}
