/** The four steps an order goes through, in order (its status codes, order.wire.ts); the drawer shows where it stands. */
export const orderSteps = ['0', '1', '2', '3'] as const;
