import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { executeAsOne } from '@platform/commands/all-or-nothing';
import { CommandExecutor } from '@platform/commands/command-executor';
import { commandMetadata } from '@platform/commands/command-metadata';
import { stepOn } from '@platform/commands/stream-steps.decider';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { RuntimeServices } from '@platform/runtime/runtime-services';
import {
  orderDecider,
  orderNotFound,
  type PresentOrder,
  refundableFen,
} from '@services/money/order/order.decider';
import { orderStreamId } from '@services/money/order/order.stream';
import { approvedRefundOrder } from '@services/money/refund-apply/approved-refund-order';
import { refundApplyDecider, refundApplyNotFound } from '@services/money/refund-apply/refund-apply.decider';
import type {
  RefundApplicationForm,
  RefundDecision,
} from '@services/money/refund-apply/refund-apply.schemas';
import { refundApplyStreamId } from '@services/money/refund-apply/refund-apply.stream';
import { refundOrderDecider } from '@services/money/refund-order/refund-order.decider';
import { refundOrderStreamId } from '@services/money/refund-order/refund-order.stream';
import { stateOf } from '@platform/commands/stream-state';

/**
 * The write side of refund applications: the consumer side's intake and the operator's decision.
 * Each reads the order from its stream to tell at once when an amount is beyond what it can
 * still refund; an approval makes the refund order in the same write. No money moves here.
 */
@Injectable()
export class RefundApplyHandlers {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ids: SnowflakeIdGenerator,
    private readonly clock: Clock,
    @Inject(RUNTIME) private readonly runtime: RuntimeServices,
  ) {}

  /** refundApply/apply: answers the application's id. */
  async apply(form: RefundApplicationForm, caller: RequestContext): Promise<string> {
    const order = await this.orderOf(form.orderId, caller);
    const { amount, ...request } = form;
    const id = this.ids.next();
    const at = this.clock.now();
    const data = {
      ...request,
      id,
      amountFen: amount,
      merchantId: order.terms.merchantId,
      paymentNo: order.terms.paymentNo,
      refundableFen: refundableFen(order),
    };
    await executeAsOne(
      this.executor,
      [
        stepOn(refundApplyStreamId(id), refundApplyDecider, {
          type: 'ApplyRefund',
          data,
          metadata: commandMetadata(caller, at),
        }),
      ],
      caller,
      at,
    );
    return id;
  }

  /** refundApply/refund: approved, the application and its new refund order in one write; or refused. */
  async decide({ id, approve, reason }: RefundDecision, caller: RequestContext): Promise<void> {
    const application = await stateOf(
      this.runtime.infrastructure.store,
      refundApplyDecider,
      refundApplyStreamId(id),
    );
    if (application.status !== 'present' || application.tenantId !== caller.tenantId)
      throw new NotFoundError(refundApplyNotFound);
    const at = this.clock.now();
    const metadata = commandMetadata(caller, at);
    if (!approve) {
      const refused = { type: 'RefuseRefund' as const, data: { reason: reason ?? '' }, metadata };
      await executeAsOne(
        this.executor,
        [stepOn(refundApplyStreamId(id), refundApplyDecider, refused)],
        caller,
        at,
      );
      return;
    }
    const order = await this.orderOf(application.orderId, caller);
    const refundOrderId = this.ids.next();
    await executeAsOne(
      this.executor,
      [
        stepOn(refundApplyStreamId(id), refundApplyDecider, {
          type: 'ApproveRefund',
          data: { refundOrderId, refundableFen: refundableFen(order) },
          metadata,
        }),
        stepOn(refundOrderStreamId(refundOrderId), refundOrderDecider, {
          type: 'CreateRefundOrder',
          data: approvedRefundOrder(application, refundOrderId),
          metadata,
        }),
      ],
      caller,
      at,
    );
  }

  private async orderOf(orderId: string, caller: RequestContext): Promise<PresentOrder> {
    const order = await stateOf(this.runtime.infrastructure.store, orderDecider, orderStreamId(orderId));
    if (order.status !== 'present' || order.tenantId !== caller.tenantId)
      throw new NotFoundError(orderNotFound);
    return order;
  }
}
