import type { RefundOrderStage } from '@services/money/refund-order/refund-order.events';
import type { Decider } from '@platform/commands/decider';
import { ConflictError, NotFoundError, RefusedError } from '@platform/errors/domain-errors';
import { assertNever } from '@platform/lang/assert-never';
import type { RefundOrderCommand } from '@services/money/refund-order/refund-order.commands';
import type { RefundOrderEvent, RefundTerms } from '@services/money/refund-order/refund-order.events';
import type { RefundOrderAction } from '@services/money/refund-order/refund-order.wire';
import { refundOrderStagesAllowing } from '@services/money/refund-order/refund-order-actions';

export interface PresentRefundOrder extends RefundTerms {
  status: 'present';
  id: string;
  tenantId: string;
  stage: RefundOrderStage;
  /** The serial of the latest submission; null before the first. */
  serial: string | null;
  attempts: number;
}

export type RefundOrderState = { status: 'absent' } | { status: 'removed' } | PresentRefundOrder;

export const refundOrderNotFound = '退款订单不存在';

/** Why each action is refused in each stage it may not start from. */
const refusals: Readonly<Record<RefundOrderAction, Partial<Record<RefundOrderStage, string>>>> = {
  remove: {
    pending: '退款订单已提交银行,不能删除',
    refunded: '退款订单已退款,不能删除',
    failed: '退款订单已提交银行,不能删除',
  },
  submit: {
    pending: '退款订单已提交银行,正在等待银行结果',
    refunded: '退款订单已退款',
    failed: '退款订单已失败,请使用手动退款',
  },
  manualRefund: {
    created: '退款订单尚未提交,不能手动退款',
    pending: '退款订单已提交银行,正在等待银行结果',
    refunded: '退款订单已退款',
  },
  unfreeze: {
    created: '退款订单尚未退款成功,不能解冻风险准备金',
    pending: '退款订单尚未退款成功,不能解冻风险准备金',
    failed: '退款订单尚未退款成功,不能解冻风险准备金',
  },
};

/**
 * A refund order (MONEY.md §3, §5): made by an approved application → submitted: its serial is
 * fixed, and the order's stream reserves the amount in the same write → refunded (the pending
 * transfer posted) or failed (voided: the money is the order's again) as the bank answers that
 * serial; a failed one is sent again under a new serial (manualRefund). Removed only before it
 * is sent. Once refunded, an operator may release its order's provision to the merchant. The
 * bank's answer to a serial is recorded once; a repeated or late answer changes nothing.
 */
export const refundOrderDecider: Decider<RefundOrderCommand, RefundOrderEvent, RefundOrderState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    if (event.type === 'RefundOrderCreated') {
      const { by: _by, at: _at, ...terms } = event.data;
      return { status: 'present', ...terms, stage: 'created', serial: null, attempts: 0 };
    }
    if (state.status !== 'present') return state;
    switch (event.type) {
      case 'RefundOrderRemoved':
        return { status: 'removed' };
      case 'RefundOrderSubmitted':
        return { ...state, stage: 'pending', serial: event.data.serial, attempts: event.data.attempt };
      case 'RefundOrderSucceeded':
        return { ...state, stage: 'refunded' };
      case 'RefundOrderFailed':
        return { ...state, stage: 'failed' };
      case 'RefundOrderProvisionUnfrozen':
        return state;
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    const { metadata } = command;
    const acted = (id: string) => ({ id, by: metadata.callerId, at: metadata.at });
    if (command.type === 'CreateRefundOrder') {
      if (state.status !== 'absent') throw new ConflictError('退款订单已存在');
      return [
        {
          type: 'RefundOrderCreated',
          data: { ...command.data, ...acted(command.data.id), tenantId: metadata.tenantId },
        },
      ];
    }
    if (state.status !== 'present' || state.tenantId !== metadata.tenantId)
      throw new NotFoundError(refundOrderNotFound);
    switch (command.type) {
      case 'RemoveRefundOrder':
        refuseUnless('remove', state);
        return [{ type: 'RefundOrderRemoved', data: acted(state.id) }];
      case 'SubmitRefundOrder':
      case 'RetryRefundOrder': {
        refuseUnless(command.type === 'SubmitRefundOrder' ? 'submit' : 'manualRefund', state);
        const { serial } = command.data;
        return [
          { type: 'RefundOrderSubmitted', data: { ...acted(state.id), serial, attempt: state.attempts + 1 } },
        ];
      }
      case 'RecordRefundExecuted': {
        const { serial, bankSerial, valueDate } = command.data;
        if (!isPendingUnder(state, serial)) return [];
        return [
          { type: 'RefundOrderSucceeded', data: { ...acted(state.id), serial, bankSerial, valueDate } },
        ];
      }
      case 'RecordRefundRefused': {
        const { serial, reason } = command.data;
        if (!isPendingUnder(state, serial)) return [];
        return [{ type: 'RefundOrderFailed', data: { ...acted(state.id), serial, reason } }];
      }
      case 'UnfreezeProvision':
        refuseUnless('unfreeze', state);
        return [
          {
            type: 'RefundOrderProvisionUnfrozen',
            data: { ...acted(state.id), orderId: state.orderId, transactionId: command.data.transactionId },
          },
        ];
      default:
        return assertNever(command);
    }
  },
};

/** Whether the refund order awaits the bank's answer to `serial`; not once answered. */
export function isPendingUnder(state: RefundOrderState, serial: string): state is PresentRefundOrder {
  return state.status === 'present' && state.stage === 'pending' && state.serial === serial;
}

/** Why the action cannot start from the refund order's stage; undefined when it can. */
export function refundOrderRefusal(action: RefundOrderAction, order: PresentRefundOrder): string | undefined {
  if (refundOrderStagesAllowing[action].includes(order.stage)) return undefined;
  return refusals[action][order.stage] ?? refundOrderNotFound;
}

function refuseUnless(action: RefundOrderAction, order: PresentRefundOrder): void {
  const refusal = refundOrderRefusal(action, order);
  if (refusal) throw new RefusedError(refusal);
}
