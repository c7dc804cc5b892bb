/** The stream of one refund application. */
export function refundApplyStreamId(applyId: string): string {
  return `refund-apply-${applyId}`;
}
