import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { Answers } from '@platform/http/answers';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { Caller, Params } from '@platform/http/request-params';
import { Reads, Writes } from '@platform/http/routes';
import { pageOf } from '@platform/http/wire-shapes';
import { depositList, DepositQueries } from '@projections/money/deposit/deposit.queries';
import { depositNotFound } from '@services/money/deposit/deposit.decider';
import { DepositHandlers } from '@services/money/deposit/deposit.handlers';
import { type ManualDepositQuery, manualDepositQuery } from '@services/money/deposit/deposit.schemas';
import { withDepositActions } from '@services/money/deposit/deposit-actions';
import { depositRecordWithActions } from '@services/money/deposit/deposit.wire';

/** prepaid-transaction/orderInfoDepository: the charges the bank notified, and matching them by hand. */
@ApiTags('prepaid-transaction')
@Controller('prepaid-transaction/orderInfoDepository')
export class DepositController {
  constructor(
    private readonly deposits: DepositQueries,
    private readonly handlers: DepositHandlers,
  ) {}

  @Reads(
    'page',
    'depository_view',
    'Deposits newest first; status 0 unmatched (in suspense), 1 matched, 2 matched by hand',
  )
  @Answers(pageOf(depositRecordWithActions))
  async page(@ListQuery(depositList) list: ListRequest, @Caller() caller: RequestContext) {
    return withDepositActions.onPage(await this.deposits.page(caller.tenantId, list));
  }

  @Writes(
    'manualDepository',
    'depository_manual',
    'Match an unmatched deposit (id) to the order of paymentNo: its money leaves suspense for the order',
  )
  @Answers(depositRecordWithActions)
  async manualDepository(
    @Params(manualDepositQuery) { id, paymentNo }: ManualDepositQuery,
    @Caller() caller: RequestContext,
  ) {
    await this.handlers.matchByOperator(id, paymentNo, caller);
    const record = await this.deposits.findRecord(caller.tenantId, id);
    if (!record) throw new NotFoundError(depositNotFound);
    return withDepositActions(record);
  }
}
