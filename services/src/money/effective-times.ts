import type { DepositEvent } from '@services/money/deposit/deposit.events';

/**
 * A charge takes effect on its value date (起息日), a day of the bank's, which keeps China
 * Standard Time: from that day's start there. The deposit's later events take effect when recorded.
 */
export function depositEffectiveAt(event: DepositEvent): Date | undefined {
  return event.type === 'DepositReceived' ? new Date(`${event.data.valueDate}T00:00:00+08:00`) : undefined;
}
