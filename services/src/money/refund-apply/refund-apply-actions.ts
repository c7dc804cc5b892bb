import type { RefundApplyStage } from '@services/money/refund-apply/refund-apply.events';
import { refundApplyStatus } from '@services/money/refund-apply/refund-apply.events';
import type { RefundApplyAction } from '@services/money/refund-apply/refund-apply.wire';
import { allowedActionsByStage } from '@services/money/record-actions';

/** An application is decided once: approved or refused while it waits. */
export const refundApplyStagesAllowing: Readonly<Record<RefundApplyAction, readonly RefundApplyStage[]>> = {
  refund: ['applied'],
};

/** An application as the server answers it, with the actions its status allows. */
export const withRefundApplyActions = allowedActionsByStage(refundApplyStagesAllowing, refundApplyStatus);
