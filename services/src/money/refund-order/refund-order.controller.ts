import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { Answers } from '@platform/http/answers';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { Caller, Params, PathParams, QueryParams } from '@platform/http/request-params';
import { Reads, Writes } from '@platform/http/routes';
import { nothing, pageOf } from '@platform/http/wire-shapes';
import { refundOrderList, RefundOrderQueries } from '@projections/money/refund-order/refund-order.queries';
import { refundOrderNotFound } from '@services/money/refund-order/refund-order.decider';
import { RefundOrderHandlers } from '@services/money/refund-order/refund-order.handlers';
import { idQuery, idsQuery } from '@services/money/refund-order/refund-order.schemas';
import { withRefundOrderActions } from '@services/money/refund-order/refund-order-actions';
import { refundOrderRecord } from '@services/money/refund-order/refund-order.wire';

/** prepaid-transaction/orderInfoRefund: refund orders, sent to the bank by jobs, and their manual actions. */
@ApiTags('prepaid-transaction')
@Controller('prepaid-transaction/orderInfoRefund')
export class RefundOrderController {
  constructor(
    private readonly refundOrders: RefundOrderQueries,
    private readonly handlers: RefundOrderHandlers,
  ) {}

  @Reads(
    'getRefundOrderListPage',
    'refund_order_view',
    'Refund orders newest first; status 0 awaiting submission, 1 sent to the bank, 2 refunded, 3 refused by the bank',
  )
  @Answers(pageOf(refundOrderRecord))
  async page(@ListQuery(refundOrderList) list: ListRequest, @Caller() caller: RequestContext) {
    return withRefundOrderActions.onPage(await this.refundOrders.page(caller.tenantId, list));
  }

  @Reads('detail', 'refund_order_view', 'One refund order, with the actions its status allows')
  @Answers(refundOrderRecord)
  detail(@QueryParams(idQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    return this.found(caller, id);
  }

  @Writes('remove', 'refund_order_delete', 'Remove refund orders not yet sent to the bank')
  @Answers(nothing)
  async remove(@Params(idsQuery) { ids }: { ids: string[] }, @Caller() caller: RequestContext) {
    await this.handlers.remove(ids, caller);
    return {};
  }

  @Writes(
    'submit',
    'refund_order_edit',
    'Submit refund orders to the bank: each gets its serial and reserves its amount out of the order; the bank is told by a job',
  )
  @Answers(nothing)
  async submit(@Params(idsQuery) { ids }: { ids: string[] }, @Caller() caller: RequestContext) {
    await this.handlers.submit(ids, caller);
    return {};
  }

  @Writes(
    'manualRefund',
    'refund_order_refund',
    'Send a refund order the bank refused to the bank again, under a new serial',
  )
  @Answers(refundOrderRecord)
  async manualRefund(@Params(idQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    await this.handlers.retry(id, caller);
    return this.found(caller, id);
  }

  @Writes(
    'manualUnfreezeProvisions/:id',
    'refund_order_unfreeze',
    "Once refunded, release the rest of the order's risk provision to the merchant; a job moves it",
  )
  @Answers(refundOrderRecord)
  async manualUnfreezeProvisions(
    @PathParams(idQuery) { id }: { id: string },
    @Caller() caller: RequestContext,
  ) {
    await this.handlers.unfreeze(id, caller);
    return this.found(caller, id);
  }

  private async found(caller: RequestContext, id: string) {
    const record = await this.refundOrders.findRecord(caller.tenantId, id);
    if (!record) throw new NotFoundError(refundOrderNotFound);
    return withRefundOrderActions(record);
  }
}
