import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { Answers } from '@platform/http/answers';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { Caller } from '@platform/http/request-params';
import { Reads } from '@platform/http/routes';
import { pageOf } from '@platform/http/wire-shapes';
import { depositList, DepositQueries } from '@projections/money/deposit/deposit.queries';
import { depositRecord } from '@services/money/deposit/deposit.wire';

/**
 * prepaid-payment/superviseCharge: every charge into the supervised account, as the payment
 * screens list it (WIRE.md names the path). The same charges as orderInfoDepository/page: one
 * record of each, read from one read model.
 */
@ApiTags('prepaid-payment')
@Controller('prepaid-payment/superviseCharge')
export class SuperviseChargeController {
  constructor(private readonly deposits: DepositQueries) {}

  @Reads('list', 'supervise_charge_view', 'Charges into the supervised account, newest first')
  @Answers(pageOf(depositRecord))
  list(@ListQuery(depositList) list: ListRequest, @Caller() caller: RequestContext) {
    return this.deposits.page(caller.tenantId, list);
  }
}
