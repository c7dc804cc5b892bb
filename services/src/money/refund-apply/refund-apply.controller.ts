import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { Answers } from '@platform/http/answers';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { BodyParams, Caller, Params } from '@platform/http/request-params';
import { Reads, Writes } from '@platform/http/routes';
import { pageOf } from '@platform/http/wire-shapes';
import { refundApplyList, RefundApplyQueries } from '@projections/money/refund-apply/refund-apply.queries';
import { refundApplyNotFound } from '@services/money/refund-apply/refund-apply.decider';
import { RefundApplyHandlers } from '@services/money/refund-apply/refund-apply.handlers';
import {
  type RefundApplicationForm,
  refundApplication,
  type RefundDecision,
  refundDecision,
} from '@services/money/refund-apply/refund-apply.schemas';
import { withRefundApplyActions } from '@services/money/refund-apply/refund-apply-actions';
import { refundApplyRecord } from '@services/money/refund-apply/refund-apply.wire';

/** prepaid-transaction/refundApply: consumers' refund applications and the operator's decision on each. */
@ApiTags('prepaid-transaction')
@Controller('prepaid-transaction/refundApply')
export class RefundApplyController {
  constructor(
    private readonly applications: RefundApplyQueries,
    private readonly handlers: RefundApplyHandlers,
  ) {}

  @Reads(
    'getRefundApplyListPage',
    'refund_apply_view',
    'Refund applications newest first; status 0 awaiting a decision, 1 approved (refundOrderId made), 2 refused',
  )
  @Answers(pageOf(refundApplyRecord))
  async page(@ListQuery(refundApplyList) list: ListRequest, @Caller() caller: RequestContext) {
    return withRefundApplyActions.onPage(await this.applications.page(caller.tenantId, list));
  }

  @Writes(
    'apply',
    'refund_apply_add',
    "Consumer-side intake: apply for a refund (yuan) of an order into the consumer's account; never more than the order still holds (frozen plus provision)",
  )
  @Answers(refundApplyRecord)
  async apply(@BodyParams(refundApplication) form: RefundApplicationForm, @Caller() caller: RequestContext) {
    return this.found(caller, await this.handlers.apply(form, caller));
  }

  @Writes(
    'refund',
    'refund_apply_refund',
    'Decide an application: approve (true) makes its refund order, awaiting submission; refuse (false) needs a reason',
  )
  @Answers(refundApplyRecord)
  async refund(@Params(refundDecision) decision: RefundDecision, @Caller() caller: RequestContext) {
    await this.handlers.decide(decision, caller);
    return this.found(caller, decision.id);
  }

  private async found(caller: RequestContext, id: string) {
    const record = await this.applications.findRecord(caller.tenantId, id);
    if (!record) throw new NotFoundError(refundApplyNotFound);
    return withRefundApplyActions(record);
  }
}
