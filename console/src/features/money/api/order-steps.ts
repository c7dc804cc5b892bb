/**
 * The steps an order goes through, in order (its status codes, order.wire.ts): it ends finished,
 * or refunded (4) instead; the drawer shows where it stands.
 */
export function orderStepsOf(status: unknown): readonly string[] {
  return String(status) === '4' ? ['0', '1', '2', '4'] : ['0', '1', '2', '3'];
}
