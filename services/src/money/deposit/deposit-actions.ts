import { depositStatus } from '@services/money/deposit/deposit.events';
import type { DepositAction } from '@services/money/deposit/deposit.wire';
import { allowedActionsByStage } from '@services/money/record-actions';

/** Where a deposit stands: in suspense, matched to its order, or matched by an operator. */
export type DepositStage = keyof typeof depositStatus;

/** A deposit is matched by hand only while no order holds it. */
export const depositStagesAllowing: Readonly<Record<DepositAction, readonly DepositStage[]>> = {
  manualDepository: ['unmatched'],
};

/** A deposit as the server answers it, with the actions its status allows. */
export const withDepositActions = allowedActionsByStage(depositStagesAllowing, depositStatus);
