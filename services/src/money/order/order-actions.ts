import type { OrderStage } from '@services/money/order/order.events';
import { orderStatus } from '@services/money/order/order.events';
import type { OrderAction } from '@services/money/order/order.wire';
import { allowedActionsByStage } from '@services/money/record-actions';

/**
 * The stages each operator action on an order may start from. The decider refuses an action in
 * any other stage, and the same table answers which actions a listed order allows, so the
 * lifecycle is written once: the console asks the server (allowedActions) rather than keeping a
 * copy. The terms are corrected only before the money is deposited; a consumption needs frozen
 * money, which a finished or refunded order no longer has.
 */
export const stagesAllowing: Readonly<Record<OrderAction, readonly OrderStage[]>> = {
  updateTradeAmount: ['created'],
  updateContractContent: ['created'],
  consume: ['deposited', 'consuming'],
};

/** An order as the server answers it: with the actions its status allows (none for an unknown one). */
export const withAllowedActions = allowedActionsByStage(stagesAllowing, orderStatus);
