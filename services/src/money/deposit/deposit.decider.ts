import type { Decider } from '@platform/commands/decider';
import { NotFoundError, RefusedError } from '@platform/errors/domain-errors';
import { assertNever } from '@platform/lang/assert-never';
import type { DepositCommand } from '@services/money/deposit/deposit.commands';
import type { DepositEvent } from '@services/money/deposit/deposit.events';
import { depositStagesAllowing } from '@services/money/deposit/deposit-actions';
import { supervisedBank, unmatchedSuspense } from '@services/money/ledger/ledger-accounts';
import { transfer } from '@services/money/ledger/ledger-transaction';

export type DepositState =
  | { status: 'absent' }
  | { status: 'received'; id: string; tenantId: string; amountFen: number; matched: boolean };

export const depositNotFound = '入账记录不存在';

/**
 * A charge into the supervised account, keyed by the bank's serial (MONEY.md §3): received and
 * matched to its order, or unmatched with its money in suspense until an operator matches it.
 * A charge already recorded is recorded again as nothing, so a repeated notice changes nothing.
 */
export const depositDecider: Decider<DepositCommand, DepositEvent, DepositState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'DepositReceived': {
        const { id, tenantId, amountFen } = event.data;
        return { status: 'received', id, tenantId, amountFen, matched: false };
      }
      case 'DepositMatched':
      case 'DepositMatchedByOperator':
        return state.status === 'received' ? { ...state, matched: true } : state;
      case 'DepositUnmatched':
        return state;
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    const { at } = command.metadata;
    switch (command.type) {
      case 'RecordDeposit': {
        if (state.status !== 'absent') return [];
        const { id, charge, match, transactionId } = command.data;
        const received: DepositEvent = {
          type: 'DepositReceived',
          data: { ...charge, id, tenantId: command.metadata.tenantId, at },
        };
        if ('orderId' in match)
          return [received, { type: 'DepositMatched', data: { id, orderId: match.orderId, at } }];
        const transaction = transfer(transactionId, 'deposit-unmatched', supervisedBank, [
          { account: unmatchedSuspense, amount: charge.amountFen },
        ]);
        return [
          received,
          { type: 'DepositUnmatched', data: { id, reason: match.unmatchedReason, at, transaction } },
        ];
      }
      case 'MatchDepositByOperator': {
        if (state.status !== 'received' || state.tenantId !== command.metadata.tenantId)
          throw new NotFoundError(depositNotFound);
        // Matched by the bank's notice or by hand, it is no longer in suspense.
        if (!depositStagesAllowing.manualDepository.includes(state.matched ? 'matched' : 'unmatched'))
          throw new RefusedError('该入账记录已匹配订单,不能重复匹配');
        const { orderId, paymentNo } = command.data;
        const by = command.metadata.callerId;
        return [{ type: 'DepositMatchedByOperator', data: { id: state.id, orderId, paymentNo, by, at } }];
      }
      default:
        return assertNever(command);
    }
  },
};
