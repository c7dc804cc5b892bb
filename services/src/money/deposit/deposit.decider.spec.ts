import { given } from '@platform/commands/given-when-then';
import { NotFoundError, RefusedError } from '@platform/errors/domain-errors';
import type { CommandMetadata } from '@platform/commands/command-metadata';
import type { DepositCommand } from '@services/money/deposit/deposit.commands';
import { depositDecider } from '@services/money/deposit/deposit.decider';
import type { BankCharge, DepositEvent } from '@services/money/deposit/deposit.events';
import { supervisedBank, unmatchedSuspense } from '@services/money/ledger/ledger-accounts';

const metadata: CommandMetadata = { tenantId: '000000', callerId: '1', at: '2026-11-24T03:00:00.000Z' };
const at = metadata.at;
const charge: BankCharge = {
  bankSerial: 'B-1',
  paymentNo: 'P-1',
  accountNo: '6222000000000001',
  payerName: '张三',
  amountFen: 10_000,
  valueDate: '2026-11-24',
  notifiedAt: at,
};
const record = (match: { orderId: string } | { unmatchedReason: string }): DepositCommand => ({
  type: 'RecordDeposit',
  data: { id: '50', charge, match, transactionId: 'T-1' },
  metadata,
});
const matchByOperator: DepositCommand = {
  type: 'MatchDepositByOperator',
  data: { orderId: '900', paymentNo: 'P-1' },
  metadata,
};

const received: DepositEvent = {
  type: 'DepositReceived',
  data: { ...charge, id: '50', tenantId: '000000', at },
};
const matched: DepositEvent = { type: 'DepositMatched', data: { id: '50', orderId: '900', at } };
const matchedByOperator: DepositEvent = {
  type: 'DepositMatchedByOperator',
  data: { id: '50', orderId: '900', paymentNo: 'P-1', by: '1', at },
};
const unmatched: DepositEvent = {
  type: 'DepositUnmatched',
  data: {
    id: '50',
    reason: '订单不存在',
    at,
    transaction: {
      id: 'T-1',
      kind: 'deposit-unmatched',
      status: 'posted',
      postings: [
        { account: supervisedBank, amount: -10_000 },
        { account: unmatchedSuspense, amount: 10_000 },
      ],
    },
  },
};

describe('deposit decider', () => {
  describe('a notified charge', () => {
    it('is received and matched to the order that awaits it', () => {
      given(depositDecider, [])
        .when(record({ orderId: '900' }))
        .then([received, matched]);
    });
    it('is received into suspense when no order claims it, with the reason', () => {
      given(depositDecider, [])
        .when(record({ unmatchedReason: '订单不存在' }))
        .then([received, unmatched]);
    });
    it('changes nothing when it was recorded already (a repeated notice)', () => {
      given(depositDecider, [received, matched])
        .when(record({ orderId: '900' }))
        .thenNothing();
      given(depositDecider, [received, unmatched])
        .when(record({ orderId: '900' }))
        .thenNothing();
    });
  });

  describe('matched by an operator', () => {
    it('names the order and who matched it', () => {
      given(depositDecider, [received, unmatched]).when(matchByOperator).then([matchedByOperator]);
    });
    it('refuses a charge already matched, by the bank or by an operator', () => {
      given(depositDecider, [received, matched])
        .when(matchByOperator)
        .thenRefuses(RefusedError, '该入账记录已匹配订单,不能重复匹配');
      given(depositDecider, [received, unmatched, matchedByOperator])
        .when(matchByOperator)
        .thenRefuses(RefusedError, '该入账记录已匹配订单,不能重复匹配');
    });
    it("refuses a charge never received, or another tenant's", () => {
      given(depositDecider, []).when(matchByOperator).thenRefuses(NotFoundError, '入账记录不存在');
      const foreign = { ...matchByOperator, metadata: { ...metadata, tenantId: '100001' } };
      given(depositDecider, [received, unmatched]).when(foreign).thenRefuses(NotFoundError, '入账记录不存在');
    });
  });
});
