import type { OrderStage } from '@services/money/order/order.decider';
import { orderStatus } from '@services/money/order/order.events';
import type { OrderAction } from '@services/money/order/order.wire';

/**
 * The stages each operator action on an order may start from. The decider refuses an action in
 * any other stage, and the same table answers which actions a listed order allows, so the
 * lifecycle is written once: the console asks the server (allowedActions) rather than keeping a
 * copy. The terms are corrected only before the money is deposited; a consumption needs frozen
 * money, which a finished order no longer has.
 */
export const stagesAllowing: Readonly<Record<OrderAction, readonly OrderStage[]>> = {
  updateTradeAmount: ['created'],
  updateContractContent: ['created'],
  consume: ['deposited', 'consuming'],
};

const stageOfStatus = new Map<number, OrderStage>(
  Object.entries(orderStatus).map(([stage, code]) => [code, stage as OrderStage]),
);

/** An order as the server answers it: with the actions its status allows (none for an unknown one). */
export function withAllowedActions<Row extends { status: number }>(
  record: Row,
): Row & { allowedActions: OrderAction[] } {
  const stage = stageOfStatus.get(record.status);
  const allowed = (Object.keys(stagesAllowing) as OrderAction[]).filter(
    (action) => stage !== undefined && stagesAllowing[action].includes(stage),
  );
  return { ...record, allowedActions: allowed };
}
