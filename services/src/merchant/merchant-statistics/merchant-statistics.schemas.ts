import { z } from 'zod';
import { idSchema } from '@platform/http/id-schemas';
import { ownListQuery } from '@platform/http/list-request';
import { statisticsPeriods } from '@services/merchant/merchant-statistics/merchant-statistics.wire';

const dayMessage = '日期格式应为 yyyy-MM-dd';
const day = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .string({ error: dayMessage })
    .regex(/^\d{4}-\d{2}-\d{2}$/, dayMessage)
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), dayMessage)
    .optional(),
);

/** merchantId, and the days from and to (inclusive); each optional. */
const rangeFields = {
  merchantId: z.preprocess((value) => (value === '' ? undefined : value), idSchema.optional()),
  from: day,
  to: day,
};
const inOrder = (range: { from?: string; to?: string }) => !range.from || !range.to || range.from <= range.to;
const outOfOrderMsg = '开始日期不能晚于结束日期';

export const statisticsRangeQuery = z.object(rangeFields).refine(inOrder, outOfOrderMsg);

/** merchantStatistics/page: the range and the page; any other parameter is refused. */
export const statisticsPageQuery = ownListQuery(rangeFields).refine(inOrder, outOfOrderMsg);

export const seriesQuery = z.object({
  period: z.preprocess(
    (value) => (value === undefined || value === '' ? 'day' : value),
    z.enum(statisticsPeriods, { error: '统计周期只能是 day、week 或 month' }),
  ),
});

export type StatisticsRangeQuery = z.output<typeof statisticsRangeQuery>;
export type StatisticsPageQuery = z.output<typeof statisticsPageQuery>;
