import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { Answers } from '@platform/http/answers';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { Caller } from '@platform/http/request-params';
import { Reads } from '@platform/http/routes';
import { pageOf } from '@platform/http/wire-shapes';
import { orderList, OrderQueries } from '@projections/money/order/order.queries';
import { unionOrderRecord } from '@services/money/order/order.wire';

/**
 * prepaid-payment/unionOrder: the consumers' card orders as the union (card) channel placed
 * them, as the payment screens list them (WIRE.md names the path). The same orders as
 * orderInfo/page: one record of each, read from one read model, this list its own slice.
 */
@ApiTags('prepaid-payment')
@Controller('prepaid-payment/unionOrder')
export class UnionOrderController {
  constructor(private readonly orders: OrderQueries) {}

  @Reads(
    'list',
    'union_order_view',
    "Orders carrying a card number, newest first, each with its merchant, goods and the supervise bank's charge",
  )
  @Answers(pageOf(unionOrderRecord))
  list(@ListQuery(orderList) list: ListRequest, @Caller() caller: RequestContext) {
    return this.orders.unionPage(caller.tenantId, list);
  }
}
