import { randomUUID } from 'node:crypto';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { storedFilters } from '@platform/exports/export-filters';
import { exportStarted } from '@platform/exports/exports.wire';
import { Answers } from '@platform/http/answers';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { BodyParams, Caller, Params } from '@platform/http/request-params';
import { Reads, Writes } from '@platform/http/routes';
import { pageOf } from '@platform/http/wire-shapes';
import { orderList, OrderQueries } from '@projections/money/order/order.queries';
import { MoneyJobs } from '@services/money/money.jobs';
import { orderNotFound } from '@services/money/order/order.decider';
import { OrderHandlers } from '@services/money/order/order.handlers';
import {
  type ContractContentQuery,
  contractContentQuery,
  type OrderIntake,
  orderIntakeSchema,
  type TradeAmountQuery,
  tradeAmountQuery,
} from '@services/money/order/order.schemas';
import { withAllowedActions } from '@services/money/order/order-actions';
import { orderRecord } from '@services/money/order/order.wire';

/** prepaid-transaction/orderInfo: orders, the consumer side's intake of them, and corrections. */
@ApiTags('prepaid-transaction')
@Controller('prepaid-transaction/orderInfo')
export class OrderController {
  constructor(
    private readonly orders: OrderQueries,
    private readonly handlers: OrderHandlers,
    private readonly jobs: MoneyJobs,
  ) {}

  @Reads(
    'page',
    'order_view',
    'Orders newest first; paymentNo and cardNo both "空" (a buyer with neither) answer an empty page',
  )
  @Answers(pageOf(orderRecord))
  async page(@ListQuery(orderList) list: ListRequest, @Caller() caller: RequestContext) {
    const page = await this.orders.page(caller.tenantId, list);
    return { ...page, records: page.records.map(withAllowedActions) };
  }

  @Writes(
    'create',
    'order_add',
    "Consumer-side intake: an order with its card (paymentNo unique on the platform, cardNo in the tenant); awaits the bank's charge",
  )
  @Answers(orderRecord)
  async create(@BodyParams(orderIntakeSchema) intake: OrderIntake, @Caller() caller: RequestContext) {
    return this.found(caller, await this.handlers.create(intake, caller));
  }

  @Writes(
    'updateTradeAmount',
    'order_amount',
    'Correct the trade amount (yuan) before the money is deposited',
  )
  @Answers(orderRecord)
  async updateTradeAmount(
    @Params(tradeAmountQuery) { id, tradeAmount }: TradeAmountQuery,
    @Caller() caller: RequestContext,
  ) {
    await this.handlers.updateTradeAmount(id, tradeAmount, caller);
    return this.found(caller, id);
  }

  @Writes(
    'updateContractContent',
    'order_contract',
    'Correct the contract content before the money is deposited',
  )
  @Answers(orderRecord)
  async updateContractContent(
    @Params(contractContentQuery) { id, contractContent }: ContractContentQuery,
    @Caller() caller: RequestContext,
  ) {
    await this.handlers.updateContractContent(id, contractContent, caller);
    return this.found(caller, id);
  }

  @Writes(
    'export',
    'order_export',
    "订单: 导出 xlsx of the list's search (answers a job id; see blade-resource/job/detail)",
  )
  @Answers(exportStarted)
  async export(@ListQuery(orderList) list: ListRequest, @Caller() { tenantId, userId }: RequestContext) {
    const payload = { exportId: randomUUID(), tenantId, userId, filters: storedFilters(list.filters) };
    const { id } = await this.jobs.enqueue('money.exportOrders', payload);
    return { jobId: id };
  }

  private async found(caller: RequestContext, id: string) {
    const record = await this.orders.findRecord(caller.tenantId, id);
    if (!record) throw new NotFoundError(orderNotFound);
    return withAllowedActions(record);
  }
}
