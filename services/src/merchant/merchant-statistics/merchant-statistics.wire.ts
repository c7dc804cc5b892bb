import { z } from 'zod';
import { pageOf, wire } from '@platform/http/wire-shapes';

/**
 * What prepaid-merchant/merchantStatistics answers, declared once as the answers' schemas
 * (/api/docs, and checked against every answer in tests), with the types the server, its read
 * model and the console share.
 */

export const statisticsPeriods = ['day', 'week', 'month'] as const;
export type StatisticsPeriod = (typeof statisticsPeriods)[number];

/** A calendar day as text, "yyyy-MM-dd". */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** What a day or a period adds up to. */
const totals = {
  orderCount: z.number().int(),
  depositAmount: wire.money,
  consumeAmount: wire.money,
  refundAmount: wire.money,
};

/** One point of getStatisticsData: the period's first day and its totals (money as text). */
export const statisticsPoint = z.strictObject({
  period: day,
  newMerchants: z.number().int(),
  ...totals,
});
export type StatisticsPoint = z.output<typeof statisticsPoint>;

/** One merchant's day as page and export answer it; no name for a removed merchant. */
export const statisticsDay = z.strictObject({
  statDate: day,
  merchantId: wire.id,
  merchantName: z.string().nullable(),
  ...totals,
});
export type StatisticsDay = z.output<typeof statisticsDay>;

/** merchantStatistics/page. */
export const statisticsPage = pageOf(statisticsDay);

/** merchantStatistics/getStatisticsData: the chart's points, oldest period first. */
export const statisticsSeries = z.strictObject({
  period: z.enum(statisticsPeriods),
  series: z.array(statisticsPoint),
});
export type StatisticsSeries = z.output<typeof statisticsSeries>;
