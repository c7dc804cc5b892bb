import type { OrderStatusCode } from '@services/money/order/order.wire';

export type OrderAction = 'updateTradeAmount' | 'updateContractContent' | 'consume';

/**
 * What an operator may do with an order in each status, in this one place (the wire's status
 * codes, order.wire.ts): the terms are corrected only before the money is deposited, and a
 * consumption needs frozen money, which a finished order no longer has. The server decides
 * again; this only keeps buttons that could not succeed out of sight.
 */
const allowed: Record<OrderStatusCode, readonly OrderAction[]> = {
  0: ['updateTradeAmount', 'updateContractContent'],
  1: ['consume'],
  2: ['consume'],
  3: [],
};

export function orderActionsOf(status: unknown): readonly OrderAction[] {
  return allowed[Number(status) as OrderStatusCode] ?? [];
}

/** The four steps an order goes through, in order; the drawer shows where it stands. */
export const orderSteps = ['0', '1', '2', '3'] as const;
