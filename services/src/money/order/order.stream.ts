/** The stream that holds one order's events: its creation, corrections, deposit and consumptions. */
export function orderStreamId(id: string): string {
  return `order-${id}`;
}
