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

/**
 * prepaid-transaction/abnormalOrder/refundApplyData: the refund side of abnormal orders, the
 * refunds the bank refused; the other abnormal-order calls read reconciliation's findings.
 */
@ApiTags('prepaid-transaction')
@Controller('prepaid-transaction/abnormalOrder')
export class AbnormalRefundController {
  constructor(private readonly refundOrders: RefundOrderQueries) {}

  @Reads(
    'refundApplyData',
    'abnormal_order_view',
    'Abnormal refunds: refund orders the bank refused, awaiting a manual refund, newest first',
  )
  @Answers(pageOf(refundOrderRecord))
  async refundApplyData(@ListQuery(refundOrderList) list: ListRequest, @Caller() caller: RequestContext) {
    return withActions.onPage(await this.refundOrders.refusedPage(caller.tenantId, list));
  }
}
