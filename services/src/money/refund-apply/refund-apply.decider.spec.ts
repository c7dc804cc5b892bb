import { given } from '@platform/commands/given-when-then';
import { ConflictError, NotFoundError, RefusedError } from '@platform/errors/domain-errors';
import type { RefundApplyCommand } from '@services/money/refund-apply/refund-apply.commands';
import { refundApplyDecider } from '@services/money/refund-apply/refund-apply.decider';
import type { RefundApplyEvent } from '@services/money/refund-apply/refund-apply.events';

const metadata = { tenantId: '000000', callerId: '1', at: '2026-11-24T03:00:00.000Z' };
const acted = { id: '700', by: '1', at: metadata.at };
const request = {
  orderId: '900',
  merchantId: '31',
  paymentNo: 'P-1',
  amountFen: 4000,
  reason: '搬家',
  accountNo: '6222000000000001',
  accountName: '张三',
};
const command = <Type extends RefundApplyCommand['type']>(
  type: Type,
  data: Extract<RefundApplyCommand, { type: Type }>['data'],
  tenantId = metadata.tenantId,
) => ({ type, data, metadata: { ...metadata, tenantId } }) as RefundApplyCommand;

const applied: RefundApplyEvent = {
  type: 'RefundApplied',
  data: { ...acted, ...request, tenantId: '000000' },
};
const approved: RefundApplyEvent = { type: 'RefundApplyApproved', data: { ...acted, refundOrderId: '800' } };
const refused: RefundApplyEvent = { type: 'RefundApplyRefused', data: { ...acted, reason: '已过期' } };
const approve = (refundableFen = 10_000) => command('ApproveRefund', { refundOrderId: '800', refundableFen });

describe('refund application decider', () => {
  it('records an application within what the order can refund', () => {
    given(refundApplyDecider, [])
      .when(command('ApplyRefund', { ...request, id: '700', refundableFen: 4000 }))
      .then([applied]);
  });
  it('refuses an application beyond what the order can refund, and a second one under one id', () => {
    given(refundApplyDecider, [])
      .when(command('ApplyRefund', { ...request, id: '700', refundableFen: 3999 }))
      .thenRefuses(RefusedError, '退款金额40.00元超过订单可退余额39.99元');
    given(refundApplyDecider, [applied])
      .when(command('ApplyRefund', { ...request, id: '700', refundableFen: 4000 }))
      .thenRefuses(ConflictError);
  });
  it('approves an application, naming its refund order', () => {
    given(refundApplyDecider, [applied]).when(approve()).then([approved]);
  });
  it('refuses to approve what the order can no longer refund', () => {
    given(refundApplyDecider, [applied])
      .when(approve(1000))
      .thenRefuses(RefusedError, '退款金额40.00元超过订单可退余额10.00元');
  });
  it('refuses an application with the reason', () => {
    given(refundApplyDecider, [applied])
      .when(command('RefuseRefund', { reason: '已过期' }))
      .then([refused]);
  });
  it('decides an application once', () => {
    given(refundApplyDecider, [applied, approved])
      .when(approve())
      .thenRefuses(RefusedError, '退款申请已同意,不能再次处理');
    given(refundApplyDecider, [applied, refused])
      .when(command('RefuseRefund', { reason: 'x' }))
      .thenRefuses(RefusedError, '退款申请已拒绝,不能再次处理');
  });
  it("answers another tenant's or a missing application as not found", () => {
    given(refundApplyDecider, [applied])
      .when(command('RefuseRefund', { reason: 'x' }, '100001'))
      .thenRefuses(NotFoundError, '退款申请不存在');
    given(refundApplyDecider, []).when(approve()).thenRefuses(NotFoundError);
  });
});
