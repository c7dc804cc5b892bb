import type { RefundApplyStage } from '@services/money/refund-apply/refund-apply.events';
import type { Decider } from '@platform/commands/decider';
import { ConflictError, NotFoundError, RefusedError } from '@platform/errors/domain-errors';
import { assertNever } from '@platform/lang/assert-never';
import { refundBeyond } from '@services/money/order/order.decider';
import type { RefundApplyCommand } from '@services/money/refund-apply/refund-apply.commands';
import type { RefundApplyEvent, RefundRequest } from '@services/money/refund-apply/refund-apply.events';
import { refundApplyStagesAllowing } from '@services/money/refund-apply/refund-apply-actions';

export interface PresentRefundApply extends RefundRequest {
  status: 'present';
  id: string;
  tenantId: string;
  stage: RefundApplyStage;
}

export type RefundApplyState = { status: 'absent' } | PresentRefundApply;

export const refundApplyNotFound = '退款申请不存在';

/**
 * A consumer's refund application (MONEY.md §3): applied through the consumer side's intake,
 * then decided once by an operator — approved, which makes its refund order in the same write,
 * or refused with a reason. It never moves money itself: the refund order does, through the bank.
 * An amount beyond what the order can still refund is refused at both steps.
 */
export const refundApplyDecider: Decider<RefundApplyCommand, RefundApplyEvent, RefundApplyState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    if (event.type === 'RefundApplied') {
      const { by: _by, at: _at, ...applied } = event.data;
      return { status: 'present', ...applied, stage: 'applied' };
    }
    if (state.status !== 'present') return state;
    switch (event.type) {
      case 'RefundApplyApproved':
        return { ...state, stage: 'approved' };
      case 'RefundApplyRefused':
        return { ...state, stage: 'refused' };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    const { metadata } = command;
    const acted = (id: string) => ({ id, by: metadata.callerId, at: metadata.at });
    if (command.type === 'ApplyRefund') {
      if (state.status !== 'absent') throw new ConflictError('退款申请已存在');
      const { refundableFen, id, ...request } = command.data;
      refuseBeyondRefundable(request.amountFen, refundableFen);
      return [{ type: 'RefundApplied', data: { ...acted(id), ...request, tenantId: metadata.tenantId } }];
    }
    if (state.status !== 'present' || state.tenantId !== metadata.tenantId)
      throw new NotFoundError(refundApplyNotFound);
    if (!refundApplyStagesAllowing.refund.includes(state.stage))
      throw new RefusedError(
        state.stage === 'approved' ? '退款申请已同意,不能再次处理' : '退款申请已拒绝,不能再次处理',
      );
    switch (command.type) {
      case 'ApproveRefund':
        refuseBeyondRefundable(state.amountFen, command.data.refundableFen);
        return [
          {
            type: 'RefundApplyApproved',
            data: { ...acted(state.id), refundOrderId: command.data.refundOrderId },
          },
        ];
      case 'RefuseRefund':
        return [{ type: 'RefundApplyRefused', data: { ...acted(state.id), reason: command.data.reason } }];
      default:
        return assertNever(command);
    }
  },
};

/** Checked again, exactly, when the refund order reserves the amount on the order's stream. */
function refuseBeyondRefundable(amountFen: number, refundableFen: number): void {
  if (amountFen > refundableFen) throw new RefusedError(refundBeyond(amountFen, refundableFen));
}
