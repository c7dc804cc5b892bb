import { given } from '@platform/commands/given-when-then';
import type { CommandMetadata } from '@platform/commands/command-metadata';
import { ConflictError, NotFoundError, RefusedError } from '@platform/errors/domain-errors';
import type { CutPaymentCommand } from '@services/money/cut-payment/cut-payment.commands';
import { cutPaymentDecider } from '@services/money/cut-payment/cut-payment.decider';
import type { CutPaymentEvent } from '@services/money/cut-payment/cut-payment.events';
import { transfer } from '@services/money/ledger/ledger-transaction';

const metadata: CommandMetadata = { tenantId: '000042', callerId: '1', at: '2026-11-24T02:00:00.000Z' };
const account = { accountNo: '6222000000000009', accountName: '健身房' };
const acted = (orgPaymentNo: string) => ({
  id: `id-${orgPaymentNo}`,
  orgPaymentNo,
  by: '1',
  at: metadata.at,
});

function command<Type extends CutPaymentCommand['type']>(
  type: Type,
  data: Extract<CutPaymentCommand, { type: Type }>['data'],
): CutPaymentCommand {
  return { type, data, metadata } as CutPaymentCommand;
}

/** `payee` as the handler read it: the merchant's verified account, or null without one. */
const apply = (orgPaymentNo: string, amountFen: number, payee: typeof account | null = account) =>
  command('ApplyCutPayment', {
    id: `id-${orgPaymentNo}`,
    merchantId: '77',
    orgPaymentNo,
    batchNo: 'B1',
    amountFen,
    payee,
  });
const applied = (orgPaymentNo: string, amountFen: number, payee = account): CutPaymentEvent => ({
  type: 'CutPaymentApplied',
  data: {
    ...acted(orgPaymentNo),
    ...payee,
    tenantId: '000042',
    merchantId: '77',
    batchNo: 'B1',
    amountFen,
  },
});
const pendingTransfer = (serial: string, amountFen: number) =>
  transfer(
    serial,
    'cut-payment',
    'merchant:77:payable',
    [{ account: 'bank:supervised', amount: amountFen }],
    'pending',
  );
const submitted = (
  orgPaymentNo: string,
  serial: string,
  amountFen: number,
  attempt = 1,
): CutPaymentEvent => ({
  type: 'CutPaymentSubmitted',
  data: { ...acted(orgPaymentNo), serial, attempt, transaction: pendingTransfer(serial, amountFen) },
});
const succeeded = (orgPaymentNo: string, serial: string): CutPaymentEvent => ({
  type: 'CutPaymentSucceeded',
  data: {
    ...acted(orgPaymentNo),
    serial,
    bankSerial: `BK-${serial}`,
    valueDate: '2026-11-24',
    resolution: { transactionId: serial, outcome: 'posted' },
  },
});
const failed = (orgPaymentNo: string, serial: string): CutPaymentEvent => ({
  type: 'CutPaymentFailed',
  data: {
    ...acted(orgPaymentNo),
    serial,
    reason: '余额不足',
    resolution: { transactionId: serial, outcome: 'voided' },
  },
});
/** `payee` as the handler read it when sending: the account the merchant holds verified now. */
const submit = (
  orgPaymentNo: string,
  serial: string,
  creditedFen = 10_000,
  payee: typeof account | null = account,
) => command('SubmitCutPayments', { creditedFen, payee, serials: [{ orgPaymentNo, serial }] });
const resubmit = (
  orgPaymentNo: string,
  serial: string,
  creditedFen = 10_000,
  payee: typeof account | null = account,
) =>
  command('ResubmitCutPaymentBatch', {
    batchNo: 'B1',
    creditedFen,
    payee,
    serials: [{ orgPaymentNo, serial }],
  });
const executed = (serial: string) =>
  command('RecordCutPaymentExecuted', { serial, bankSerial: `BK-${serial}`, valueDate: '2026-11-24' });
const refused = (serial: string) => command('RecordCutPaymentRefused', { serial, reason: '余额不足' });

describe('cut-payment decider', () => {
  describe('apply', () => {
    it('records the application, whatever is payable yet: its amount is checked when submitted', () => {
      given(cutPaymentDecider, [])
        .when(apply('O1', 10_001))
        .then([applied('O1', 10_001)]);
    });
    it('refuses a merchant without a verified account, writing nothing', () => {
      given(cutPaymentDecider, [])
        .when(apply('O1', 100, null))
        .thenRefuses(RefusedError, '该商户暂无已验证的银行账户');
    });
    it('records the verified account as the one the bank pays', () => {
      const verified = { accountNo: '6222000000000010', accountName: '健身房新户' };
      given(cutPaymentDecider, [])
        .when(apply('O1', 100, verified))
        .then([applied('O1', 100, verified)]);
    });
    it('refuses an orgPaymentNo taken', () => {
      given(cutPaymentDecider, [applied('O1', 100)])
        .when(apply('O1', 100))
        .thenRefuses(ConflictError, '划拨申请单号已存在');
    });
  });

  describe('remove', () => {
    it('removes an application not yet submitted', () => {
      given(cutPaymentDecider, [applied('O1', 100)])
        .when(command('RemoveCutPayment', { orgPaymentNo: 'O1' }))
        .then([{ type: 'CutPaymentRemoved', data: acted('O1') }]);
    });
    it('refuses once submitted, and an unknown one', () => {
      given(cutPaymentDecider, [applied('O1', 100), submitted('O1', 'S1', 100)])
        .when(command('RemoveCutPayment', { orgPaymentNo: 'O1' }))
        .thenRefuses(RefusedError, '划拨申请已提交银行,不能删除');
      given(cutPaymentDecider, [applied('O1', 100)])
        .when(command('RemoveCutPayment', { orgPaymentNo: 'O9' }))
        .thenRefuses(NotFoundError, '划拨申请不存在');
    });
    it('hides another tenant’s applications', () => {
      given(cutPaymentDecider, [applied('O1', 100)])
        .when({
          ...command('RemoveCutPayment', { orgPaymentNo: 'O1' }),
          metadata: { ...metadata, tenantId: '100001' },
        })
        .thenRefuses(NotFoundError, '划拨申请不存在');
    });
  });

  describe('contract', () => {
    const contract = { contractLink: '/api/x/000042/c.pdf', attachId: '9', templateName: '通用合同' };
    const record = (orgPaymentNo: string) =>
      command('RecordCutPaymentContract', { orgPaymentNo, ...contract });
    const created: CutPaymentEvent = {
      type: 'CutPaymentContractCreated',
      data: { ...acted('O1'), ...contract },
    };
    it('records the stored contract, in any stage', () => {
      given(cutPaymentDecider, [applied('O1', 100)])
        .when(record('O1'))
        .then([created]);
      given(cutPaymentDecider, [applied('O1', 100), submitted('O1', 'S1', 100), failed('O1', 'S1')])
        .when(record('O1'))
        .then([created]);
    });
    it('keeps the first contract: a second one records nothing', () => {
      given(cutPaymentDecider, [applied('O1', 100), created])
        .when(record('O1'))
        .then([]);
    });
    it('refuses an unknown or removed application, and another tenant’s', () => {
      given(cutPaymentDecider, [applied('O1', 100)])
        .when(record('O9'))
        .thenRefuses(NotFoundError, '划拨申请不存在');
      given(cutPaymentDecider, [applied('O1', 100), { type: 'CutPaymentRemoved', data: acted('O1') }])
        .when(record('O1'))
        .thenRefuses(NotFoundError, '划拨申请不存在');
      given(cutPaymentDecider, [applied('O1', 100)])
        .when({ ...record('O1'), metadata: { ...metadata, tenantId: '100001' } })
        .thenRefuses(NotFoundError, '划拨申请不存在');
    });
  });

  describe('submit', () => {
    it('fixes the serial and reserves the amount with a pending transfer, in one event', () => {
      given(cutPaymentDecider, [applied('O1', 2500)])
        .when(submit('O1', 'S1'))
        .then([submitted('O1', 'S1', 2500)]);
    });
    it('refuses an amount beyond what is payable, counting what is pending or paid, writing nothing', () => {
      given(cutPaymentDecider, [applied('O1', 10_001)])
        .when(submit('O1', 'S1'))
        .thenRefuses(RefusedError, '划拨金额100.01元超过商户可划拨余额100.00元');
      const taken = [
        applied('O1', 6000),
        submitted('O1', 'S1', 6000),
        applied('O2', 3000),
        submitted('O2', 'S2', 3000),
      ];
      given(cutPaymentDecider, [...taken, succeeded('O1', 'S1'), applied('O3', 1001)])
        .when(submit('O3', 'S3'))
        .thenRefuses(RefusedError, '划拨金额10.01元超过商户可划拨余额10.00元');
    });
    it('refuses an application whose account the merchant no longer holds verified, writing nothing', () => {
      const moved = { accountNo: '6222000000000010', accountName: '健身房新户' };
      given(cutPaymentDecider, [applied('O1', 2500)])
        .when(submit('O1', 'S1', 10_000, moved))
        .thenRefuses(RefusedError, '划拨申请O1的收款账户已不是商户已验证的银行账户,请重新申请');
      given(cutPaymentDecider, [applied('O1', 2500)])
        .when(submit('O1', 'S1', 10_000, null))
        .thenRefuses(RefusedError, '该商户暂无已验证的银行账户');
      given(cutPaymentDecider, [applied('O1', 2500), submitted('O1', 'S1', 2500), failed('O1', 'S1')])
        .when(resubmit('O1', 'S2', 10_000, moved))
        .thenRefuses(RefusedError, '划拨申请O1的收款账户已不是商户已验证的银行账户,请重新申请');
    });
    it('gives a failed submission’s amount back to the payable', () => {
      given(cutPaymentDecider, [
        applied('O1', 6000),
        submitted('O1', 'S1', 6000),
        failed('O1', 'S1'),
        applied('O2', 10_000),
      ])
        .when(submit('O2', 'S2'))
        .then([submitted('O2', 'S2', 10_000)]);
    });
    it('refuses an application already submitted, paid or failed', () => {
      const pending = [applied('O1', 100), submitted('O1', 'S1', 100)];
      given(cutPaymentDecider, pending)
        .when(submit('O1', 'S2'))
        .thenRefuses(RefusedError, '划拨申请已提交银行,正在等待银行结果');
      given(cutPaymentDecider, [...pending, succeeded('O1', 'S1')])
        .when(submit('O1', 'S2'))
        .thenRefuses(RefusedError, '划拨申请已划拨成功');
      given(cutPaymentDecider, [...pending, failed('O1', 'S1')])
        .when(submit('O1', 'S2'))
        .thenRefuses(RefusedError, '划拨申请已失败,请使用重新划拨');
    });
  });

  describe('the bank’s answer', () => {
    const pending = [applied('O1', 100), submitted('O1', 'S1', 100)];
    it('posts the transfer when the bank executed the serial', () => {
      given(cutPaymentDecider, pending)
        .when(executed('S1'))
        .then([succeeded('O1', 'S1')]);
    });
    it('voids it when the bank refused the serial for good', () => {
      given(cutPaymentDecider, pending)
        .when(refused('S1'))
        .then([failed('O1', 'S1')]);
    });
    it('records an answer once: a repeat, a late contrary answer or an unknown serial changes nothing', () => {
      given(cutPaymentDecider, [...pending, succeeded('O1', 'S1')])
        .when(executed('S1'))
        .thenNothing();
      given(cutPaymentDecider, [...pending, succeeded('O1', 'S1')])
        .when(refused('S1'))
        .thenNothing();
      given(cutPaymentDecider, [...pending, failed('O1', 'S1')])
        .when(executed('S1'))
        .thenNothing();
      given(cutPaymentDecider, pending).when(executed('S9')).thenNothing();
    });
  });

  describe('manualCutPayment', () => {
    const failedOnce = [applied('O1', 4000), submitted('O1', 'S1', 4000), failed('O1', 'S1')];
    it('submits a failed application again under a new serial', () => {
      given(cutPaymentDecider, failedOnce)
        .when(resubmit('O1', 'S2'))
        .then([submitted('O1', 'S2', 4000, 2)]);
    });
    it('leaves the old serial answered: its late answer changes nothing', () => {
      given(cutPaymentDecider, [...failedOnce, submitted('O1', 'S2', 4000, 2)])
        .when(executed('S1'))
        .thenNothing();
    });
    it('refuses one that has not failed, and one the payable no longer covers', () => {
      given(cutPaymentDecider, [applied('O1', 4000)])
        .when(resubmit('O1', 'S2'))
        .thenRefuses(RefusedError, '划拨申请尚未提交,不能重新划拨');
      given(cutPaymentDecider, [...failedOnce, applied('O2', 7000), submitted('O2', 'S3', 7000)])
        .when(resubmit('O1', 'S2'))
        .thenRefuses(RefusedError, '划拨金额40.00元超过商户可划拨余额30.00元');
    });
  });
});
