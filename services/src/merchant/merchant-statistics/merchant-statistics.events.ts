import type { DomainEvent } from '@platform/commands/decider';

/**
 * A merchant's business on one day (its tenant's calendar), as the transaction service's daily
 * reconciliation totals it: orders paid, and money deposited, consumed (released) and refunded,
 * as two-decimal strings. It carries totals, not increments, so a recount replaces the day and a
 * replay changes nothing. Stream: `merchantStatistics-<merchantId>-<yyyy-MM-dd>`.
 */
export type MerchantDayStatisticsRecorded = DomainEvent<
  'MerchantDayStatisticsRecorded',
  {
    tenantId: string;
    merchantId: string;
    statDate: string;
    orderCount: number;
    depositAmount: string;
    consumeAmount: string;
    refundAmount: string;
  }
>;

export function merchantStatisticsStreamId(merchantId: string, statDate: string): string {
  return merchantStatisticsStreamOf(`${merchantId}-${statDate}`);
}

/** The same stream by the day's record id (`<merchant>-<yyyy-MM-dd>`), as auditors name it. */
export function merchantStatisticsStreamOf(recordId: string): string {
  return `merchantStatistics-${recordId}`;
}
