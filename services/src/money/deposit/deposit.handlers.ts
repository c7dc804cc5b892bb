import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { executeAsOne } from '@platform/commands/all-or-nothing';
import { CommandExecutor } from '@platform/commands/command-executor';
import { commandMetadata } from '@platform/commands/command-metadata';
import { stepOn } from '@platform/commands/stream-steps.decider';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { platformTenantId } from '@platform/resource-registry/define-resource';
import { DepositQueries } from '@projections/money/deposit/deposit.queries';
import { fenOf } from '@services/money/amount.wire';
import { depositDecider, depositNotFound } from '@services/money/deposit/deposit.decider';
import { depositStreamId } from '@services/money/deposit/deposit.stream';
import { orderDecider, orderNotFound } from '@services/money/order/order.decider';
import { OrderLookup } from '@services/money/order/order-lookup';
import { orderStreamId } from '@services/money/order/order.stream';

/** The operators' side of deposits: matching a charge in suspense to its order by hand. */
@Injectable()
export class DepositHandlers {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ids: SnowflakeIdGenerator,
    private readonly clock: Clock,
    private readonly deposits: DepositQueries,
    private readonly orders: OrderLookup,
  ) {}

  /**
   * orderInfoDepository/manualDepository: the unmatched charge `id` is the money of the order
   * whose paymentNo the operator names. In one write the deposit records who matched it and the
   * order freezes its amount out of suspense; the order's own rules apply (not yet deposited,
   * the same amount). The platform's operators may match a charge to any tenant's order.
   */
  async matchByOperator(id: string, paymentNo: string, context: RequestContext): Promise<void> {
    const deposit = await this.deposits.findRecord(context.tenantId, id);
    if (!deposit) throw new NotFoundError(depositNotFound);
    const order = await this.orders.byPaymentNo(paymentNo);
    const mayAct = (tenantId: string) =>
      tenantId === context.tenantId || context.tenantId === platformTenantId;
    if (order.status !== 'present' || !mayAct(order.tenantId)) throw new NotFoundError(orderNotFound);
    const at = this.clock.now();
    const operator = commandMetadata(context, at);
    const data = {
      bankSerial: deposit.bankSerial,
      amountFen: fenOf(deposit.amount),
      source: 'suspense' as const,
      transactionId: this.ids.next(),
    };
    await executeAsOne(
      this.executor,
      [
        stepOn(depositStreamId(deposit.bankSerial), depositDecider, {
          type: 'MatchDepositByOperator',
          data: { orderId: order.id, paymentNo },
          metadata: operator,
        }),
        stepOn(orderStreamId(order.id), orderDecider, {
          type: 'DepositIntoOrder',
          data,
          metadata: { ...operator, tenantId: order.tenantId },
        }),
      ],
      context,
      at,
    );
  }
}
