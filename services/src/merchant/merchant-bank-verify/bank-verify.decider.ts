import type { Decider } from '@platform/commands/decider';
import { RefusedError, NotFoundError } from '@platform/errors/domain-errors';
import { assertNever } from '@platform/lang/assert-never';
import type { BankVerifyCommand } from '@services/merchant/merchant-bank-verify/bank-verify.commands';
import type {
  BankVerifyEvent,
  VerifiedAccount,
} from '@services/merchant/merchant-bank-verify/bank-verify.events';

interface Open {
  tenantId: string;
  requestId: string;
  amountFen: number;
  account: VerifiedAccount;
}

/**
 * requested: the bank has not confirmed the deposit yet (never asked, failed or timed out), so
 * the same request is retried; deposited: paid, awaiting the amount; exhausted: every try used.
 */
export type BankVerifyState =
  | { status: 'none' }
  | ({ status: 'requested' } & Open)
  | ({ status: 'deposited'; attemptsLeft: number } & Open)
  | { status: 'verified'; tenantId: string; requestId: string; account: VerifiedAccount }
  | { status: 'exhausted'; tenantId: string; account: VerifiedAccount };

/**
 * A merchant without a proved account of the number it holds now: selectValidAccount answers it,
 * and a cut-payment, which pays only a proved account, is refused with it.
 */
export const noVerifiedAccount = '该商户暂无已验证的银行账户';

export const bankVerifyMessages = {
  notRequested: '请先发起银行账户验证',
  notPaid: '银行打款尚未完成,请重新发起验证',
  alreadyPaid: '验证金额已打入账户,请输入到账金额完成验证',
  alreadyVerified: '该银行账户已验证通过',
  exhausted: '验证次数已用完,请重新发起验证',
  openForOtherAccount: '上一笔验证打款尚未确认,请先重新发起原账户的验证',
  wrongAmount: (left: number) =>
    left > 0 ? `验证金额不正确,还可尝试${left}次` : '验证金额不正确,验证次数已用完,请重新发起验证',
} as const;

/**
 * Why a request is refused where the verification stands; undefined when it may be made.
 * `forSameAccount`: the account asked for is the one already open, paid or proved. The decider
 * and the list's allowed actions (bank-verify-actions.ts) both ask it.
 */
export function requestRefusal(
  status: BankVerifyState['status'],
  forSameAccount: boolean,
): string | undefined {
  if (status === 'requested' && !forSameAccount) return bankVerifyMessages.openForOtherAccount;
  if (status === 'deposited' && forSameAccount) return bankVerifyMessages.alreadyPaid;
  if (status === 'verified' && forSameAccount) return bankVerifyMessages.alreadyVerified;
  return undefined;
}

/** Why an amount is refused: it is checked only against a paid request (deposited). */
const amountRefusals: Record<Exclude<BankVerifyState['status'], 'deposited'>, string> = {
  none: bankVerifyMessages.notRequested,
  requested: bankVerifyMessages.notPaid,
  exhausted: bankVerifyMessages.exhausted,
  verified: bankVerifyMessages.alreadyVerified,
};

/**
 * Micro-deposit verification of a merchant's bank account. The decider never calls the bank: the
 * handler asks it to pay the open request and reports the answer back (ConfirmDeposit or
 * RecordDepositFailure). A request stays open until confirmed, and a new one is opened only when
 * none is open, so a retried or doubled call can only repeat the same request id, which the bank
 * pays once. A wrong amount is an event, not a refusal, so that the tries are counted.
 */
export const bankVerifyDecider: Decider<BankVerifyCommand, BankVerifyEvent, BankVerifyState> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'BankVerifyRequested': {
        const { tenantId, requestId, amountFen, account } = event.data;
        return { status: 'requested', tenantId, requestId, amountFen, account };
      }
      case 'BankDepositConfirmed':
        return state.status === 'requested'
          ? { ...state, status: 'deposited', attemptsLeft: event.data.attemptsLeft }
          : state;
      case 'BankDepositFailed':
        return state;
      case 'BankVerifyAttemptFailed': {
        if (state.status !== 'deposited') return state;
        const { attemptsLeft } = event.data;
        return attemptsLeft > 0
          ? { ...state, attemptsLeft }
          : { status: 'exhausted', tenantId: state.tenantId, account: state.account };
      }
      case 'BankAccountVerified':
        return state.status === 'deposited'
          ? {
              status: 'verified',
              tenantId: state.tenantId,
              requestId: state.requestId,
              account: state.account,
            }
          : state;
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    const { metadata } = command;
    if (state.status !== 'none' && state.tenantId !== metadata.tenantId)
      throw new NotFoundError('商户不存在');
    const { merchantId, at, callerId: by } = metadata;
    switch (command.type) {
      case 'RequestBankVerify': {
        const { account, requestId, amountFen } = command.data;
        const forSameAccount = state.status !== 'none' && sameAccount(state.account, account);
        const refusal = requestRefusal(state.status, forSameAccount);
        if (refusal) throw new RefusedError(refusal);
        // An open request is paid again as it is: the bank pays one request id once.
        if (state.status === 'requested') return [];
        return [
          {
            type: 'BankVerifyRequested',
            data: { merchantId, tenantId: metadata.tenantId, requestId, amountFen, account, by, at },
          },
        ];
      }
      case 'ConfirmDeposit': {
        if (state.status !== 'requested' || state.requestId !== command.data.requestId) return [];
        const { requestId, maxAttempts } = command.data;
        return [
          {
            type: 'BankDepositConfirmed',
            data: { merchantId, requestId, attemptsLeft: maxAttempts, at },
          },
        ];
      }
      case 'RecordDepositFailure': {
        if (state.status !== 'requested' || state.requestId !== command.data.requestId) return [];
        const { requestId, reason } = command.data;
        return [{ type: 'BankDepositFailed', data: { merchantId, requestId, reason, at } }];
      }
      case 'VerifyAmount':
        return decideAmount(command.data.amountFen, state, merchantId, by, at);
      default:
        return assertNever(command);
    }
  },
};

function decideAmount(
  amountFen: number,
  state: BankVerifyState,
  merchantId: string,
  by: string,
  at: string,
): BankVerifyEvent[] {
  if (state.status !== 'deposited') throw new RefusedError(amountRefusals[state.status]);
  const { requestId, account } = state;
  if (amountFen === state.amountFen)
    return [{ type: 'BankAccountVerified', data: { merchantId, requestId, account, by, at } }];
  const attemptsLeft = state.attemptsLeft - 1;
  return [{ type: 'BankVerifyAttemptFailed', data: { merchantId, requestId, attemptsLeft, by, at } }];
}

function sameAccount(a: VerifiedAccount, b: VerifiedAccount): boolean {
  return a.accountNo === b.accountNo && a.accountName === b.accountName && a.bankName === b.bankName;
}
