import { Answers } from '@platform/http/answers';
import {
  bankVerification,
  merchantVerificationRow,
  validAccount,
} from '@services/merchant/merchant-bank-verify/bank-verify.wire';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { Caller, Params, QueryParams } from '@platform/http/request-params';
import { Reads, Writes } from '@platform/http/routes';
import { pageOf } from '@platform/http/wire-shapes';
import { bankVerifyList, BankVerifyQueries } from '@projections/merchant/bank-verify/bank-verify.queries';
import { withVerifyActions } from '@services/merchant/merchant-bank-verify/bank-verify-actions';
import { BankVerifyHandlers } from '@services/merchant/merchant-bank-verify/bank-verify.handlers';
import {
  merchantIdQuery,
  verifyQuery,
  type VerifyQuery,
} from '@services/merchant/merchant-bank-verify/bank-verify.schemas';
import { MicroDepositPayments } from '@services/merchant/merchant-bank-verify/micro-deposit-payments';
import { noVerifiedAccount } from '@services/merchant/merchant-bank-verify/bank-verify.decider';
import { merchantNotFound } from '@services/merchant/merchant/merchant.decider';

/** prepaid-merchant/merchantBankVerify: proving a merchant's supervise account by micro-deposit. */
@ApiTags('prepaid-merchant')
@Controller('prepaid-merchant/merchantBankVerify')
export class BankVerifyController {
  constructor(
    private readonly handlers: BankVerifyHandlers,
    private readonly payments: MicroDepositPayments,
    private readonly verifications: BankVerifyQueries,
  ) {}

  @Writes(
    'requestBankVerify',
    'bank_verify_request',
    '银行账户验证: 请监管银行向商户账户打一笔随机小额(id = 商户 id)',
  )
  @Answers(bankVerification)
  async request(@Params(merchantIdQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    // A job pays the bank; the call waits for it, so that it answers as it always has.
    await this.payments.pay(await this.handlers.request(id, caller), caller);
    return this.verification(caller, id);
  }

  @Writes('accountVerify', 'bank_verify_account', '银行账户验证: 输入到账金额(id, transAmt);最多 3 次')
  @Answers(bankVerification)
  async verify(@Params(verifyQuery) { id, transAmt }: VerifyQuery, @Caller() caller: RequestContext) {
    await this.handlers.verify(id, transAmt, caller);
    return this.verification(caller, id);
  }

  @Reads('selectValidAccount', 'bank_verify_view', '银行账户验证: 商户已验证的账户')
  @Answers(validAccount)
  async validAccount(@QueryParams(merchantIdQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    const account = await this.verifications.verifiedAccount(caller.tenantId, id);
    if (!account) throw new NotFoundError(noVerifiedAccount);
    return account;
  }

  @Reads(
    'page',
    'bank_verify_view',
    '银行账户验证: 商户、其结算账户与验证进度, 新建的在前(merchantName 包含, status 等于)',
  )
  @Answers(pageOf(merchantVerificationRow))
  async page(@ListQuery(bankVerifyList) list: ListRequest, @Caller() caller: RequestContext) {
    return withVerifyActions(await this.verifications.page(caller.tenantId, list));
  }

  private async verification(caller: RequestContext, merchantId: string) {
    const verification = await this.verifications.find(caller.tenantId, merchantId);
    if (!verification) throw new NotFoundError(merchantNotFound);
    return verification;
  }
}
