import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { Answers } from '@platform/http/answers';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { Caller } from '@platform/http/request-params';
import { Reads } from '@platform/http/routes';
import { pageOf } from '@platform/http/wire-shapes';
import {
  ReconciliationQueries,
  reconciliationList,
} from '@projections/money/reconciliation/reconciliation.queries';
import { abnormalCounts, reconciliationRecord } from '@services/money/reconciliation/reconciliation.wire';

/**
 * prepaid-transaction/abnormalOrder: the differences reconciliation found, by kind (MONEY.md
 * §6). A refund the bank refused is no difference (the bank and we agree it failed): it waits
 * among the refund orders, as status 3, for a manual refund.
 */
@ApiTags('prepaid-transaction')
@Controller('prepaid-transaction/abnormalOrder')
export class AbnormalOrderController {
  constructor(private readonly rows: ReconciliationQueries) {}

  @Reads(
    'orderInfoDepositoryData',
    'abnormal_order_view',
    '异常订单: deposits no order claims, or that differ from the bank',
  )
  @Answers(pageOf(reconciliationRecord))
  depository(@ListQuery(reconciliationList) list: ListRequest, @Caller() caller: RequestContext) {
    return this.rows.abnormalPage(caller.tenantId, 'depository', list);
  }

  @Reads(
    'orderInfoConsumeData',
    'abnormal_order_view',
    '异常订单: consumption on money the bank never received',
  )
  @Answers(pageOf(reconciliationRecord))
  consume(@ListQuery(reconciliationList) list: ListRequest, @Caller() caller: RequestContext) {
    return this.rows.abnormalPage(caller.tenantId, 'consume', list);
  }

  @Reads(
    'refundApplyData',
    'abnormal_order_view',
    '异常订单: refunds the bank paid that we did not record, or recorded that it did not pay, or paid in another amount',
  )
  @Answers(pageOf(reconciliationRecord))
  refund(@ListQuery(reconciliationList) list: ListRequest, @Caller() caller: RequestContext) {
    return this.rows.abnormalPage(caller.tenantId, 'refund', list);
  }

  @Reads('getOrderStatisticsCount', 'abnormal_order_view', '异常订单: counts by kind')
  @Answers(abnormalCounts)
  counts(@Caller() caller: RequestContext) {
    return this.rows.abnormalCounts(caller.tenantId);
  }
}
