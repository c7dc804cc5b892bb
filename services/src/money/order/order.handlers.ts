import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { executeAsOne } from '@platform/commands/all-or-nothing';
import { CommandExecutor } from '@platform/commands/command-executor';
import { commandMetadata } from '@platform/commands/command-metadata';
import { eventMetadataFrom } from '@platform/commands/event-metadata';
import { onNewStream, stepOn } from '@platform/commands/stream-steps.decider';
import { uniqueKeySteps } from '@platform/commands/unique-key.decider';
import type { RequestContext } from '@platform/context/request-context';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { ReferenceChecks } from '@platform/references/reference-checks';
import { platformTenantId } from '@platform/resource-registry/define-resource';
import type { OrderCommand } from '@services/money/order/order.commands';
import type { OrderConsumed } from '@services/money/order/order.events';
import { orderDecider } from '@services/money/order/order.decider';
import { cardNoKey, paymentNoKey } from '@services/money/order/order-lookup';
import type { OrderIntake } from '@services/money/order/order.schemas';
import { orderStreamId } from '@services/money/order/order.stream';

type CommandData<Type extends OrderCommand['type']> = Extract<OrderCommand, { type: Type }>['data'];

/**
 * The share of each consumption held as risk provision, in basis points, until merchants carry a
 * ratio of their own (a rule of the merchant's rule base): fixed on each order when it is made,
 * so a later change of policy never changes the split of an order already paid for.
 */
export const defaultProvisionRatio = 1000;

/**
 * The write side of orders: the consumer side's intake (an order with its card, a consumption)
 * and the operators' corrections. Each method gathers the fresh ids and the time, then runs the
 * order's decider; every write answers after the read models show it.
 */
@Injectable()
export class OrderHandlers {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ids: SnowflakeIdGenerator,
    private readonly clock: Clock,
    private readonly references: ReferenceChecks,
  ) {}

  /**
   * orderInfo/create: the order, and its paymentNo (platform-wide: the bank names it without a
   * tenant) and cardNo (within the tenant) held in the same write, so two racing intakes of one
   * number cannot both succeed. Answers the order's id.
   */
  async create(intake: OrderIntake, context: RequestContext): Promise<string> {
    await this.references.assertExist('prepaid_order_info', intake, context.tenantId);
    const id = this.ids.next();
    const at = this.clock.now();
    const { tradeAmount, ...terms } = intake;
    const data = {
      id,
      createDept: context.deptId || '0',
      ...terms,
      cardId: this.ids.next(),
      tradeAmountFen: tradeAmount,
      provisionRatio: defaultProvisionRatio,
    };
    const command = { type: 'CreateOrder' as const, data, metadata: commandMetadata(context, at) };
    const stamp = at.toISOString();
    await executeAsOne(
      this.executor,
      [
        onNewStream(stepOn(orderStreamId(id), orderDecider, command)),
        uniqueKeySteps(paymentNoKey, platformTenantId, id, stamp).claim(intake.paymentNo),
        uniqueKeySteps(cardNoKey, context.tenantId, id, stamp).claim(intake.cardNo),
      ],
      context,
      at,
    );
    return id;
  }

  updateTradeAmount(id: string, tradeAmountFen: number, context: RequestContext) {
    return this.run(id, 'UpdateTradeAmount', { tradeAmountFen }, context);
  }

  updateContractContent(id: string, contractContent: string | null, context: RequestContext) {
    return this.run(id, 'UpdateContractContent', { contractContent }, context);
  }

  updateCardHolder(id: string, holder: CommandData<'UpdateCardHolder'>, context: RequestContext) {
    return this.run(id, 'UpdateCardHolder', holder, context);
  }

  /** A consumption against the order; answers it as decided (its OrderConsumed). */
  async consume(
    orderId: string,
    consumption: { amountFen: number; remark: string | null; reportedBy: 'consumer' | 'operator' },
    context: RequestContext,
  ): Promise<OrderConsumed['data']> {
    const { events } = await this.run(
      orderId,
      'RecordConsumption',
      { consumeId: this.ids.next(), ...consumption, transactionId: this.ids.next() },
      context,
    );
    const consumed = events
      .flatMap((stream) => stream.events)
      .find((event): event is OrderConsumed => event.type === 'OrderConsumed');
    if (!consumed) throw new Error(`the consumption of order ${orderId} was decided without OrderConsumed`);
    return consumed.data;
  }

  private run<Type extends OrderCommand['type']>(
    id: string,
    type: Type,
    data: CommandData<Type>,
    context: RequestContext,
  ) {
    const at = this.clock.now();
    const command = { type, data, metadata: commandMetadata(context, at) } as OrderCommand;
    return this.executor.execute(
      orderDecider,
      { streamId: orderStreamId(id), command },
      eventMetadataFrom(context, at),
    );
  }
}
