/**
 * The log of the notices of one bank serial. A rejected notice proves nothing about the serial it
 * claims, so it gets a stream of its own: it can never stand in the way of the genuine one.
 */
export function paymentNoticeStreamId(bankSerial: string): string {
  return `payment-notice-${bankSerial}`;
}

export function rejectedNoticeStreamId(logId: string): string {
  return `payment-notice-rejected-${logId}`;
}
