import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { executeAsOne, runOnEach } from '@platform/commands/all-or-nothing';
import { CommandExecutor } from '@platform/commands/command-executor';
import { commandMetadata } from '@platform/commands/command-metadata';
import { stepOn, type StreamStepsTarget } from '@platform/commands/stream-steps.decider';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError, RefusedError } from '@platform/errors/domain-errors';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { RuntimeServices } from '@platform/runtime/runtime-services';
import { MoneyJobs } from '@services/money/money.jobs';
import { orderDecider, provisionReleaseRefusal } from '@services/money/order/order.decider';
import { orderStreamId } from '@services/money/order/order.stream';
import {
  type PresentRefundOrder,
  refundOrderDecider,
  refundOrderNotFound,
  refundOrderRefusal,
} from '@services/money/refund-order/refund-order.decider';
import { refundOrderStreamId } from '@services/money/refund-order/refund-order.stream';
import { stateOf } from '@platform/commands/stream-state';

/**
 * The write side of refund orders. It never calls the bank: a submission fixes the serial and,
 * in the same write, reserves the amount on the order's stream (whose decider refuses a refund
 * beyond what the order holds), then enqueues the sending job (refund-order.jobs.ts).
 */
@Injectable()
export class RefundOrderHandlers {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ids: SnowflakeIdGenerator,
    private readonly clock: Clock,
    private readonly jobs: MoneyJobs,
    @Inject(RUNTIME) private readonly runtime: RuntimeServices,
  ) {}

  /** orderInfoRefund/remove: refund orders not yet sent to the bank, all or nothing. */
  remove(ids: readonly string[], caller: RequestContext): Promise<void> {
    const on = { executor: this.executor, decider: refundOrderDecider, streamIdOf: refundOrderStreamId };
    return runOnEach(on, ids, 'RemoveRefundOrder', () => ({}), caller, this.clock.now());
  }

  /**
   * orderInfoRefund/submit: each refund order gets its serial now, once, all or nothing. One
   * already sent keeps its serial and is not written again: its job is enqueued again under that
   * serial, which adds nothing while the job exists and recovers it when the process stopped
   * between the write and the enqueue.
   */
  async submit(ids: readonly string[], caller: RequestContext): Promise<void> {
    const orders = await Promise.all(ids.map((id) => this.found(id, caller)));
    const sent = orders.filter((order) => order.stage === 'pending' && order.serial);
    const unsent = orders.filter((order) => !sent.includes(order));
    if (unsent.length > 0) await this.send(unsent, 'SubmitRefundOrder', caller);
    for (const { id, serial } of sent)
      await this.jobs.enqueue('money.sendRefund', { refundOrderId: id, serial: serial!, caller });
  }

  /**
   * orderInfoRefund/manualRefund: a failed refund order goes to the bank again under a new
   * serial. Safe because the old serial is void: the bank refused it for good (never a timeout —
   * an unknown outcome stays pending until the status query answers), so nothing moved under it.
   */
  async retry(id: string, caller: RequestContext): Promise<void> {
    await this.send([await this.found(id, caller)], 'RetryRefundOrder', caller);
  }

  /**
   * manualUnfreezeProvisions/{id}: once the refund is paid, the rest of its order's provision is
   * the merchant's. Refused at once when the order cannot release it; the request is recorded on
   * the refund order and a job moves the money (OrderProvisionReleased).
   */
  async unfreeze(id: string, caller: RequestContext): Promise<void> {
    const refundOrder = await this.found(id, caller);
    const order = await stateOf(
      this.runtime.infrastructure.store,
      orderDecider,
      orderStreamId(refundOrder.orderId),
    );
    const refusal =
      refundOrderRefusal('unfreeze', refundOrder) ??
      (order.status === 'present' ? provisionReleaseRefusal(order) : undefined);
    if (refusal) throw new RefusedError(refusal);
    const transactionId = this.ids.next();
    const at = this.clock.now();
    const command = {
      type: 'UnfreezeProvision' as const,
      data: { transactionId },
      metadata: commandMetadata(caller, at),
    };
    await executeAsOne(
      this.executor,
      [stepOn(refundOrderStreamId(id), refundOrderDecider, command)],
      caller,
      at,
    );
    await this.jobs.enqueue('money.releaseProvision', {
      orderId: refundOrder.orderId,
      transactionId,
      caller,
    });
  }

  /**
   * Each refund order under a fresh serial, with the order's reservation of its amount, in one
   * write; then the sending jobs. Should the process stop before the enqueue, the refund order
   * stays pending with no job until it is submitted again.
   */
  private async send(
    orders: readonly PresentRefundOrder[],
    type: 'SubmitRefundOrder' | 'RetryRefundOrder',
    caller: RequestContext,
  ): Promise<void> {
    const at = this.clock.now();
    const metadata = commandMetadata(caller, at);
    const serials = orders.map(() => this.ids.next());
    const targets: StreamStepsTarget[] = orders.flatMap((order, index) => {
      const serial = serials[index]!;
      return [
        stepOn(refundOrderStreamId(order.id), refundOrderDecider, { type, data: { serial }, metadata }),
        stepOn(orderStreamId(order.orderId), orderDecider, {
          type: 'ReserveRefund',
          data: { refundOrderId: order.id, serial, amountFen: order.amountFen },
          metadata,
        }),
      ];
    });
    await executeAsOne(this.executor, targets, caller, at);
    for (const [index, order] of orders.entries())
      await this.jobs.enqueue('money.sendRefund', {
        refundOrderId: order.id,
        serial: serials[index]!,
        caller,
      });
  }

  private async found(id: string, caller: RequestContext): Promise<PresentRefundOrder> {
    const state = await stateOf(
      this.runtime.infrastructure.store,
      refundOrderDecider,
      refundOrderStreamId(id),
    );
    if (state.status !== 'present' || state.tenantId !== caller.tenantId)
      throw new NotFoundError(refundOrderNotFound);
    return state;
  }
}
