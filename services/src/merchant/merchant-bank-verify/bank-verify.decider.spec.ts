import { given } from '@platform/commands/given-when-then';
import { RefusedError, NotFoundError } from '@platform/errors/domain-errors';
import type { BankVerifyCommand } from '@services/merchant/merchant-bank-verify/bank-verify.commands';
import { bankVerifyDecider } from '@services/merchant/merchant-bank-verify/bank-verify.decider';
import type { BankVerifyEvent } from '@services/merchant/merchant-bank-verify/bank-verify.events';

const at = '2024-05-01T02:00:00.000Z';
const metadata = { merchantId: '11', tenantId: '000042', callerId: '7', at };
const account = { accountName: '星河健身有限公司', accountNo: '6222020000000000001', bankName: '工行' };
const otherAccount = { ...account, accountNo: '6222020000000000002' };
const command = <C extends BankVerifyCommand>(type: C['type'], data: C['data'], tenantId = '000042') =>
  ({ type, data, metadata: { ...metadata, tenantId } }) as C;
const request = (requestId = 'r1', amountFen = 37, forAccount = account) =>
  command('RequestBankVerify', { account: forAccount, requestId, amountFen });

const requested: BankVerifyEvent = {
  type: 'BankVerifyRequested',
  data: { merchantId: '11', tenantId: '000042', requestId: 'r1', amountFen: 37, account, by: '7', at },
};
const confirmed: BankVerifyEvent = {
  type: 'BankDepositConfirmed',
  data: { merchantId: '11', requestId: 'r1', attemptsLeft: 3, at },
};
const failedTry = (attemptsLeft: number): BankVerifyEvent => ({
  type: 'BankVerifyAttemptFailed',
  data: { merchantId: '11', requestId: 'r1', attemptsLeft, by: '7', at },
});
const verified: BankVerifyEvent = {
  type: 'BankAccountVerified',
  data: { merchantId: '11', requestId: 'r1', account, by: '7', at },
};

describe('bank verification decider', () => {
  describe('requesting a micro-deposit', () => {
    it('opens a request with the candidate id and amount when none is open', () => {
      given(bankVerifyDecider, []).when(request()).then([requested]);
    });

    it('keeps the open request when asked again, so a retry repeats its id and amount', () => {
      given(bankVerifyDecider, [requested]).when(request('r2', 80)).thenNothing();
      const failure: BankVerifyEvent = {
        type: 'BankDepositFailed',
        data: { merchantId: '11', requestId: 'r1', reason: 'timeout', at },
      };
      given(bankVerifyDecider, [requested, failure]).when(request('r2', 80)).thenNothing();
    });

    it('refuses a request for another account while one is unconfirmed', () => {
      given(bankVerifyDecider, [requested])
        .when(request('r2', 80, otherAccount))
        .thenRefuses(RefusedError, '上一笔验证打款尚未确认');
    });

    it('refuses a new request for the same account once paid, or once verified', () => {
      given(bankVerifyDecider, [requested, confirmed])
        .when(request('r2'))
        .thenRefuses(RefusedError, '验证金额已打入账户');
      given(bankVerifyDecider, [requested, confirmed, verified])
        .when(request('r2'))
        .thenRefuses(RefusedError, '该银行账户已验证通过');
    });

    it('opens a new request after the tries are used up, or for a changed account', () => {
      const reopened: BankVerifyEvent = {
        type: 'BankVerifyRequested',
        data: { ...(requested.data as object), requestId: 'r2', amountFen: 80 } as never,
      };
      given(bankVerifyDecider, [requested, confirmed, failedTry(2), failedTry(1), failedTry(0)])
        .when(request('r2', 80))
        .then([reopened]);
      given(bankVerifyDecider, [requested, confirmed, verified])
        .when(request('r2', 80, otherAccount))
        .then([
          {
            type: 'BankVerifyRequested',
            data: {
              ...(requested.data as object),
              requestId: 'r2',
              amountFen: 80,
              account: otherAccount,
            } as never,
          },
        ]);
    });

    it('does not exist for another tenant', () => {
      given(bankVerifyDecider, [requested])
        .when(command('RequestBankVerify', { account, requestId: 'r2', amountFen: 5 }, '100001'))
        .thenRefuses(NotFoundError);
    });
  });

  describe('the bank answer', () => {
    it('confirms the open request once; a late or repeated answer changes nothing', () => {
      given(bankVerifyDecider, [requested])
        .when(command('ConfirmDeposit', { requestId: 'r1', maxAttempts: 3 }))
        .then([confirmed]);
      given(bankVerifyDecider, [requested, confirmed])
        .when(command('ConfirmDeposit', { requestId: 'r1', maxAttempts: 3 }))
        .thenNothing();
      given(bankVerifyDecider, [requested])
        .when(command('ConfirmDeposit', { requestId: 'other', maxAttempts: 3 }))
        .thenNothing();
    });

    it('records a failure and leaves the request open; ignores a failure after confirmation', () => {
      given(bankVerifyDecider, [requested])
        .when(command('RecordDepositFailure', { requestId: 'r1', reason: 'timeout' }))
        .then([
          { type: 'BankDepositFailed', data: { merchantId: '11', requestId: 'r1', reason: 'timeout', at } },
        ]);
      given(bankVerifyDecider, [requested, confirmed])
        .when(command('RecordDepositFailure', { requestId: 'r1', reason: 'late' }))
        .thenNothing();
    });
  });

  describe('entering the amount', () => {
    const verify = (amountFen: number) => command('VerifyAmount', { amountFen });

    it('verifies the account with the amount paid', () => {
      given(bankVerifyDecider, [requested, confirmed]).when(verify(37)).then([verified]);
    });

    it('counts a wrong amount as a try, down to none', () => {
      given(bankVerifyDecider, [requested, confirmed])
        .when(verify(38))
        .then([failedTry(2)]);
      given(bankVerifyDecider, [requested, confirmed, failedTry(2), failedTry(1)])
        .when(verify(38))
        .then([failedTry(0)]);
    });

    it('refuses once the tries are used up, even with the right amount', () => {
      given(bankVerifyDecider, [requested, confirmed, failedTry(2), failedTry(1), failedTry(0)])
        .when(verify(37))
        .thenRefuses(RefusedError, '验证次数已用完,请重新发起验证');
    });

    it('refuses before a request, before the deposit, and after verification', () => {
      given(bankVerifyDecider, []).when(verify(37)).thenRefuses(RefusedError, '请先发起银行账户验证');
      given(bankVerifyDecider, [requested]).when(verify(37)).thenRefuses(RefusedError, '银行打款尚未完成');
      given(bankVerifyDecider, [requested, confirmed, verified])
        .when(verify(37))
        .thenRefuses(RefusedError, '该银行账户已验证通过');
    });
  });
});
