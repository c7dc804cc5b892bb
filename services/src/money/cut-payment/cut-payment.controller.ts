import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { Answers } from '@platform/http/answers';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { BodyParams, Caller, Params, PathParams, QueryParams } from '@platform/http/request-params';
import { Reads, Writes } from '@platform/http/routes';
import { nothing, pageOf } from '@platform/http/wire-shapes';
import { cutPaymentList, CutPaymentQueries } from '@projections/money/cut-payment/cut-payment.queries';
import { cutPaymentNotFound } from '@services/money/cut-payment/cut-payment.decider';
import { withCutPaymentActions } from '@services/money/cut-payment/cut-payment-actions';
import { CutPaymentHandlers } from '@services/money/cut-payment/cut-payment.handlers';
import { CutPaymentContractHandlers } from '@services/money/cut-payment/cut-payment-contract.handlers';
import { SettlementDates } from '@services/money/cut-payment/settlement-dates';
import {
  batchNoQuery,
  type CutPaymentApplicationForm,
  cutPaymentApplication,
  idQuery,
  idsQuery,
  orgPaymentNoQuery,
} from '@services/money/cut-payment/cut-payment.schemas';
import { cutPaymentContract, cutPaymentRecord } from '@services/money/cut-payment/cut-payment.wire';
import { Attachments } from '@services/resource/resource.public';

/**
 * prepaid-transaction/cutPaymentApply: merchants' payables applied for and sent to the bank, each
 * paid one with its settlement date, and each application's contract (createContract/{id}, a PDF
 * rendered from the merchant's template).
 */
@ApiTags('prepaid-transaction')
@Controller('prepaid-transaction/cutPaymentApply')
export class CutPaymentController {
  constructor(
    private readonly applications: CutPaymentQueries,
    private readonly handlers: CutPaymentHandlers,
    private readonly contracts: CutPaymentContractHandlers,
    private readonly attachments: Attachments,
    private readonly settlementDates: SettlementDates,
  ) {}

  @Reads(
    'list',
    'cut_payment_view',
    'Cut-payment applications newest first, each with the actions its status allows; status 0 applied, 1 sent to the bank, 2 paid, 3 failed',
  )
  @Answers(pageOf(cutPaymentRecord))
  async list(@ListQuery(cutPaymentList) list: ListRequest, @Caller() caller: RequestContext) {
    const page = await this.applications.page(caller.tenantId, list);
    const records = await this.settlementDates.of(caller.tenantId, page.records);
    return withCutPaymentActions.onPage({ ...page, records });
  }

  @Reads('detail', 'cut_payment_view', 'One cut-payment application')
  @Answers(cutPaymentRecord)
  detail(@QueryParams(idQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    return this.found(caller, id);
  }

  @Reads('getCutPamentList', 'cut_payment_view', 'The application of one orgPaymentNo, as a list')
  @Answers(z.array(cutPaymentRecord))
  async byOrgPaymentNo(
    @QueryParams(orgPaymentNoQuery) { orgPaymentNo }: { orgPaymentNo: string },
    @Caller() caller: RequestContext,
  ) {
    const found = await this.applications.byOrgPaymentNo(caller.tenantId, orgPaymentNo);
    return (await this.settlementDates.of(caller.tenantId, found)).map(withCutPaymentActions);
  }

  // 申请划扣 is the menu's button for it; the page's standard add grants it too.
  @Writes(
    'apply',
    ['cut_payment_apply', 'cut_payment_add'],
    "Apply for a cut-payment (yuan) of a merchant's payable into the account it proved by bank verification",
  )
  @Answers(cutPaymentRecord)
  async apply(
    @BodyParams(cutPaymentApplication) form: CutPaymentApplicationForm,
    @Caller() caller: RequestContext,
  ) {
    return this.found(caller, await this.handlers.apply(form, caller));
  }

  @Writes(
    'createContract/:id',
    'cut_payment_contract',
    "The application's contract as PDF, rendered from its merchant's template (customer, else general) and stored; an application that has one answers it",
  )
  @Answers(cutPaymentContract)
  async createContract(@PathParams(idQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    return { link: this.attachments.linkFor(await this.contracts.createContract(id, caller)) };
  }

  @Writes('remove', 'cut_payment_delete', 'Remove applications not yet submitted to the bank')
  @Answers(nothing)
  async remove(@Params(idsQuery) { ids }: { ids: string[] }, @Caller() caller: RequestContext) {
    await this.handlers.remove(ids, caller);
    return {};
  }

  @Writes(
    'submit',
    'cut_payment_submit',
    'Submit applications to the bank: each gets its serial and reserves its amount; the bank is told by a job',
  )
  @Answers(nothing)
  async submit(@Params(idsQuery) { ids }: { ids: string[] }, @Caller() caller: RequestContext) {
    await this.handlers.submit(ids, caller);
    return {};
  }

  @Writes(
    'manualCutPayment',
    'cut_payment_manual',
    "Send a batch's failed applications to the bank again, each under a new serial",
  )
  @Answers(nothing)
  async manualCutPayment(
    @Params(batchNoQuery) { batchNo }: { batchNo: string },
    @Caller() caller: RequestContext,
  ) {
    await this.handlers.resubmitBatch(batchNo, caller);
    return {};
  }

  private async found(caller: RequestContext, id: string) {
    const record = await this.applications.findRecord(caller.tenantId, id);
    if (!record) throw new NotFoundError(cutPaymentNotFound);
    const [dated] = await this.settlementDates.of(caller.tenantId, [record]);
    return withCutPaymentActions(dated!);
  }
}
