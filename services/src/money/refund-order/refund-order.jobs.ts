import { commandMetadata } from '@platform/commands/command-metadata';
import { eventMetadataFrom } from '@platform/commands/event-metadata';
import { stepOn, streamStepsDecider } from '@platform/commands/stream-steps.decider';
import type { RequestContext } from '@platform/context/request-context';
import type { JobCatalogue, JobHandlers } from '@platform/jobs/jobs.port';
import type { RuntimeServices } from '@platform/runtime/runtime-services';
import { orderDecider, provisionReleaseRefusal } from '@services/money/order/order.decider';
import { orderStreamId } from '@services/money/order/order.stream';
import { isPendingUnder, refundOrderDecider } from '@services/money/refund-order/refund-order.decider';
import type { RefundOrderCommand } from '@services/money/refund-order/refund-order.commands';
import { refundOrderStreamId } from '@services/money/refund-order/refund-order.stream';
import { stateOf } from '@platform/commands/stream-state';
import { settleInstruction } from '@services/money/supervise-bank/instruction-outcome';
import { superviseBank } from '@services/money/supervise-bank/supervise-bank.outer-system';

/** Sends one submitted refund order to the bank; `caller` submitted it. */
export interface RefundSending {
  refundOrderId: string;
  serial: string;
  caller: RequestContext;
}

/** Releases an order's provision to its merchant under `transactionId`; `caller` asked for it. */
export interface ProvisionRelease {
  orderId: string;
  transactionId: string;
  caller: RequestContext;
}

export type RefundJobPayloads = {
  'money.sendRefund': RefundSending;
  'money.releaseProvision': ProvisionRelease;
};

/**
 * One job per serial (jobId = the serial, MONEY.md §5), one per provision release (its
 * transaction id): asking again enqueues nothing new. The attempts cover a bank down for about a
 * minute; a serial still unanswered after them stays pending for the statement's reconciliation.
 */
export const refundJobCatalogue: JobCatalogue<RefundJobPayloads> = {
  'money.sendRefund': { attempts: 6, backoffMs: 1000, idempotencyKey: ({ serial }) => serial },
  'money.releaseProvision': {
    attempts: 3,
    backoffMs: 500,
    idempotencyKey: ({ transactionId }) => transactionId,
  },
};

/**
 * The sending job finds the refund order pending under the serial (none: its answer is recorded
 * already, so a second run sends nothing), settles the instruction with the bank and records the
 * answer on both streams in one write — the refund order refunded or failed, the order's pending
 * transfer posted or voided. Should the process die after the bank's answer and before the
 * record, the next run sends the same serial, which the bank answers with its first result.
 *
 * The release job moves the provision once: a second run finds nothing left to release.
 */
export function refundJobHandlers(runtime: RuntimeServices): JobHandlers<RefundJobPayloads> {
  const bank = runtime.outerSystems.get(superviseBank);
  const { store } = runtime.infrastructure;
  return {
    async 'money.sendRefund'({ refundOrderId, serial, caller }) {
      const refundOrder = await stateOf(store, refundOrderDecider, refundOrderStreamId(refundOrderId));
      if (!isPendingUnder(refundOrder, serial)) return;
      const { accountNo, accountName, amountFen, paymentNo, orderId } = refundOrder;
      const settled = await settleInstruction(bank, serial, () =>
        bank.refund({ serial, accountNo, accountName, amountFen, paymentNo }),
      );
      const at = runtime.clock.now();
      const metadata = commandMetadata(caller, at);
      const recorded: RefundOrderCommand =
        settled.outcome === 'executed'
          ? {
              type: 'RecordRefundExecuted',
              data: { serial, bankSerial: settled.bankSerial, valueDate: settled.valueDate },
              metadata,
            }
          : { type: 'RecordRefundRefused', data: { serial, reason: settled.reason }, metadata };
      const outcome = settled.outcome === 'executed' ? ('posted' as const) : ('voided' as const);
      await runtime.executor.executeAll(
        streamStepsDecider,
        [
          stepOn(refundOrderStreamId(refundOrderId), refundOrderDecider, recorded),
          stepOn(orderStreamId(orderId), orderDecider, {
            type: 'SettleRefund',
            data: { serial, outcome },
            metadata,
          }),
        ],
        eventMetadataFrom(caller, at),
      );
    },

    async 'money.releaseProvision'({ orderId, transactionId, caller }) {
      const streamId = orderStreamId(orderId);
      const order = await stateOf(store, orderDecider, streamId);
      if (order.status !== 'present' || provisionReleaseRefusal(order)) return;
      const at = runtime.clock.now();
      const command = {
        type: 'ReleaseProvision' as const,
        data: { transactionId },
        metadata: commandMetadata(caller, at),
      };
      await runtime.executor.execute(orderDecider, { streamId, command }, eventMetadataFrom(caller, at));
    },
  };
}
