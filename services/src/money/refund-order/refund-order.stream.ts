/** The stream of one refund order. */
export function refundOrderStreamId(refundOrderId: string): string {
  return `refund-order-${refundOrderId}`;
}
