import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { Answers } from '@platform/http/answers';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { Caller } from '@platform/http/request-params';
import { Reads } from '@platform/http/routes';
import { pageOf } from '@platform/http/wire-shapes';
import { refundOrderList, RefundOrderQueries } from '@projections/money/refund-order/refund-order.queries';
import { withRefundOrderActions as withActions } from '@services/money/refund-order/refund-order-actions';
import { refundOrderRecord } from '@services/money/refund-order/refund-order.wire';

const answered = pageOf(refundOrderRecord);

/**
 * The refund orders as the payment service and abnormal orders list them (WIRE.md names the
 * paths): one record of each refund, read from one read model, each list its own slice.
 */
@ApiTags('prepaid-payment')
@Controller('prepaid-payment')
export class RefundListsController {
  constructor(private readonly refundOrders: RefundOrderQueries) {}

  @Reads(
    'superviseRefund/list',
    'supervise_refund_view',
    'Refunds sent to the supervise bank (the refreeze side), newest first, answered or not',
  )
  @Answers(answered)
  async superviseRefund(@ListQuery(refundOrderList) list: ListRequest, @Caller() caller: RequestContext) {
    return withActions.onPage(await this.refundOrders.sentPage(caller.tenantId, list));
  }

  @Reads(
    'unionRefund/list',
    'union_refund_view',
    'Refunds the bank executed, each with its bank serial, newest first',
  )
  @Answers(answered)
  async unionRefund(@ListQuery(refundOrderList) list: ListRequest, @Caller() caller: RequestContext) {
    return withActions.onPage(await this.refundOrders.executedPage(caller.tenantId, list));
  }
}
