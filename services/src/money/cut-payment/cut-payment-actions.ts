import type { CutPaymentStage } from '@services/money/cut-payment/cut-payment.events';
import { cutPaymentStatus } from '@services/money/cut-payment/cut-payment.events';
import type { CutPaymentAction } from '@services/money/cut-payment/cut-payment.wire';
import { allowedActionsByStage } from '@services/money/record-actions';

/**
 * The stages each action on a cut-payment application may start from: its contract is created
 * or opened in any, it is removed or
 * submitted before the bank has it, and sent again (its batch's manualCutPayment) only after the
 * bank refused it for good.
 */
export const cutPaymentStagesAllowing: Readonly<Record<CutPaymentAction, readonly CutPaymentStage[]>> = {
  createContract: ['applied', 'pending', 'succeeded', 'failed'],
  remove: ['applied'],
  submit: ['applied'],
  manualCutPayment: ['failed'],
};

/** An application as the server answers it, with the actions its status allows. */
export const withCutPaymentActions = allowedActionsByStage(cutPaymentStagesAllowing, cutPaymentStatus);
