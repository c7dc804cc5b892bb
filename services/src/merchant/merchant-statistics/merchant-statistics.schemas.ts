import { z } from 'zod';
import { idSchema } from '@platform/http/id-schemas';
import { daysInOrder, daysOutOfOrderMsg, optionalDay } from '@platform/http/day-schemas';
import { ownListQuery } from '@platform/http/list-request';
import { statisticsPeriods } from '@services/merchant/merchant-statistics/merchant-statistics.wire';

/** merchantId, and the days from and to (inclusive); each optional. */
const rangeFields = {
  merchantId: z.preprocess((value) => (value === '' ? undefined : value), idSchema.optional()),
  from: optionalDay,
  to: optionalDay,
};

export const statisticsRangeQuery = z.object(rangeFields).refine(daysInOrder, daysOutOfOrderMsg);

/** merchantStatistics/page: the range and the page; any other parameter is refused. */
export const statisticsPageQuery = ownListQuery(rangeFields).refine(daysInOrder, daysOutOfOrderMsg);

export const seriesQuery = z.object({
  period: z.preprocess(
    (value) => (value === undefined || value === '' ? 'day' : value),
    z.enum(statisticsPeriods, { error: '统计周期只能是 day、week 或 month' }),
  ),
});

export type StatisticsRangeQuery = z.output<typeof statisticsRangeQuery>;
export type StatisticsPageQuery = z.output<typeof statisticsPageQuery>;
