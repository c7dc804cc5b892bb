import { given } from '@platform/commands/given-when-then';
import { ConflictError, NotFoundError, RefusedError } from '@platform/errors/domain-errors';
import type { RefundOrderCommand } from '@services/money/refund-order/refund-order.commands';
import { refundOrderDecider } from '@services/money/refund-order/refund-order.decider';
import type { RefundOrderEvent } from '@services/money/refund-order/refund-order.events';
import { withRefundOrderActions } from '@services/money/refund-order/refund-order-actions';

const metadata = { tenantId: '000000', callerId: '1', at: '2026-11-24T03:00:00.000Z' };
const acted = { id: '800', by: '1', at: metadata.at };
const terms = {
  applyId: '700',
  orderId: '900',
  merchantId: '31',
  paymentNo: 'P-1',
  amountFen: 4000,
  accountNo: '6222000000000001',
  accountName: '张三',
};
const command = <Type extends RefundOrderCommand['type']>(
  type: Type,
  data: Extract<RefundOrderCommand, { type: Type }>['data'],
  tenantId = metadata.tenantId,
) => ({ type, data, metadata: { ...metadata, tenantId } }) as RefundOrderCommand;

const created: RefundOrderEvent = {
  type: 'RefundOrderCreated',
  data: { ...acted, ...terms, tenantId: '000000' },
};
const submitted = (serial: string, attempt: number): RefundOrderEvent => ({
  type: 'RefundOrderSubmitted',
  data: { ...acted, serial, attempt },
});
const succeeded: RefundOrderEvent = {
  type: 'RefundOrderSucceeded',
  data: { ...acted, serial: 'S1', bankSerial: 'B-9', valueDate: '2026-11-24' },
};
const failed: RefundOrderEvent = {
  type: 'RefundOrderFailed',
  data: { ...acted, serial: 'S1', reason: '余额不足' },
};
const submit = (serial = 'S1') => command('SubmitRefundOrder', { serial });
const retry = (serial = 'S2') => command('RetryRefundOrder', { serial });
const executed = (serial = 'S1') =>
  command('RecordRefundExecuted', { serial, bankSerial: 'B-9', valueDate: '2026-11-24' });
const refusedByBank = (serial = 'S1') => command('RecordRefundRefused', { serial, reason: '余额不足' });
const unfreeze = command('UnfreezeProvision', { transactionId: 'T-1' });

describe('refund order decider', () => {
  it('is made once from an approved application', () => {
    given(refundOrderDecider, [])
      .when(command('CreateRefundOrder', { ...terms, id: '800' }))
      .then([created]);
    given(refundOrderDecider, [created])
      .when(command('CreateRefundOrder', { ...terms, id: '800' }))
      .thenRefuses(ConflictError);
  });
  it('is removed only before it is sent', () => {
    given(refundOrderDecider, [created])
      .when(command('RemoveRefundOrder', {}))
      .then([{ type: 'RefundOrderRemoved', data: acted }]);
    given(refundOrderDecider, [created, submitted('S1', 1)])
      .when(command('RemoveRefundOrder', {}))
      .thenRefuses(RefusedError, '退款订单已提交银行,不能删除');
    given(refundOrderDecider, [created, { type: 'RefundOrderRemoved', data: acted }])
      .when(submit())
      .thenRefuses(NotFoundError, '退款订单不存在');
  });
  it('is submitted once under its serial', () => {
    given(refundOrderDecider, [created])
      .when(submit())
      .then([submitted('S1', 1)]);
    given(refundOrderDecider, [created, submitted('S1', 1)])
      .when(submit('S2'))
      .thenRefuses(RefusedError, '退款订单已提交银行,正在等待银行结果');
    given(refundOrderDecider, [created, submitted('S1', 1), succeeded])
      .when(submit('S2'))
      .thenRefuses(RefusedError, '退款订单已退款');
  });
  it("records the bank's answer to the pending serial once", () => {
    given(refundOrderDecider, [created, submitted('S1', 1)])
      .when(executed())
      .then([succeeded]);
    given(refundOrderDecider, [created, submitted('S1', 1)])
      .when(refusedByBank())
      .then([failed]);
    given(refundOrderDecider, [created, submitted('S1', 1), succeeded])
      .when(executed())
      .thenNothing();
    given(refundOrderDecider, [created, submitted('S1', 1), succeeded])
      .when(refusedByBank())
      .thenNothing();
    given(refundOrderDecider, [created, submitted('S1', 1)])
      .when(executed('S-other'))
      .thenNothing();
  });
  it('sends a failed one again under a new serial (manualRefund), and only a failed one', () => {
    given(refundOrderDecider, [created, submitted('S1', 1), failed])
      .when(retry())
      .then([submitted('S2', 2)]);
    given(refundOrderDecider, [created, submitted('S1', 1), failed])
      .when(submit('S2'))
      .thenRefuses(RefusedError, '退款订单已失败,请使用手动退款');
    given(refundOrderDecider, [created])
      .when(retry())
      .thenRefuses(RefusedError, '退款订单尚未提交,不能手动退款');
    given(refundOrderDecider, [created, submitted('S1', 1), failed, submitted('S2', 2)])
      .when(executed('S1'))
      .thenNothing();
  });
  it('asks for the provision to be released only once refunded', () => {
    given(refundOrderDecider, [created, submitted('S1', 1), succeeded])
      .when(unfreeze)
      .then([
        { type: 'RefundOrderProvisionUnfrozen', data: { ...acted, orderId: '900', transactionId: 'T-1' } },
      ]);
    given(refundOrderDecider, [created, submitted('S1', 1)])
      .when(unfreeze)
      .thenRefuses(RefusedError, '退款订单尚未退款成功,不能解冻风险准备金');
  });
  it("answers another tenant's refund order as not found", () => {
    given(refundOrderDecider, []).when(submit()).thenRefuses(NotFoundError);
    given(refundOrderDecider, [created])
      .when(command('SubmitRefundOrder', { serial: 'S1' }, '100001'))
      .thenRefuses(NotFoundError, '退款订单不存在');
  });
  const actionsAt = (status: number, provisionReleasable = true) =>
    withRefundOrderActions({ status, provisionReleasable }).allowedActions;
  it('offers the actions its status allows', () => {
    expect(actionsAt(0)).toEqual(['remove', 'submit']);
    expect(actionsAt(1)).toEqual([]);
    expect(actionsAt(2)).toEqual(['unfreeze']);
    expect(actionsAt(3)).toEqual(['manualRefund']);
  });
  it("offers the provision's release only while its order holds one to release, and nothing else for it", () => {
    expect(actionsAt(0, false)).toEqual(['remove', 'submit']);
    expect(actionsAt(2, false)).toEqual([]);
    expect(actionsAt(3, false)).toEqual(['manualRefund']);
  });
});
