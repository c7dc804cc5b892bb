/**
 * What prepaid-merchant/merchantStatistics answers, type-only, so that the server, its read
 * model and the console can share them.
 */

export type StatisticsPeriod = 'day' | 'week' | 'month';

/** One point of getStatisticsData: the period's first day and its totals (money as text). */
export interface StatisticsPoint {
  period: string;
  newMerchants: number;
  orderCount: number;
  depositAmount: string;
  consumeAmount: string;
  refundAmount: string;
}

/** One merchant's day as page and export answer it; no name for a removed merchant. */
export interface StatisticsDay {
  statDate: string;
  merchantId: string;
  merchantName: string | null;
  orderCount: number;
  depositAmount: string;
  consumeAmount: string;
  refundAmount: string;
}
