import { randomUUID } from 'node:crypto';
import { Answers } from '@platform/http/answers';
import { exportStarted } from '@platform/exports/exports.wire';
import {
  statisticsPage,
  type StatisticsPeriod,
  statisticsSeries,
} from '@services/merchant/merchant-statistics/merchant-statistics.wire';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { Caller, Params, QueryParams } from '@platform/http/request-params';
import { Reads, Writes } from '@platform/http/routes';
import { MerchantStatisticsQueries } from '@projections/merchant/merchant-statistics/merchant-statistics.queries';
import {
  seriesQuery,
  statisticsPageQuery,
  type StatisticsPageQuery,
  statisticsRangeQuery,
  type StatisticsRangeQuery,
} from '@services/merchant/merchant-statistics/merchant-statistics.schemas';
import { MerchantJobs } from '@services/merchant/merchant.jobs';

/** prepaid-merchant/merchantStatistics: merchants' daily business, as pages, chart series and xlsx. */
@ApiTags('prepaid-merchant')
@Controller('prepaid-merchant/merchantStatistics')
export class MerchantStatisticsController {
  constructor(
    private readonly statistics: MerchantStatisticsQueries,
    private readonly jobs: MerchantJobs,
  ) {}

  @Reads('page', 'merchant_statistics_view', '商户统计: 每日数据分页')
  @Answers(statisticsPage)
  page(
    @QueryParams(statisticsPageQuery) { merchantId, from, to, current, size }: StatisticsPageQuery,
    @Caller() caller: RequestContext,
  ) {
    return this.statistics.page(caller.tenantId, { merchantId, from, to }, { current, size });
  }

  @Reads('getStatisticsData', 'merchant_statistics_view', '商户统计: 按日/周/月汇总的图表序列')
  @Answers(statisticsSeries)
  async statisticsData(
    @QueryParams(statisticsRangeQuery) range: StatisticsRangeQuery,
    @QueryParams(seriesQuery) { period }: { period: StatisticsPeriod },
    @Caller() caller: RequestContext,
  ) {
    return { period, series: await this.statistics.series(caller.tenantId, period, range) };
  }

  @Writes(
    'export',
    'merchant_statistics_export',
    '商户统计: 导出 xlsx (answers a job id; see blade-resource/job/detail)',
  )
  @Answers(exportStarted)
  async export(
    @Params(statisticsRangeQuery) range: StatisticsRangeQuery,
    @Caller() { tenantId, userId }: RequestContext,
  ) {
    const payload = { exportId: randomUUID(), tenantId, userId, ...range };
    const { id } = await this.jobs.enqueue('merchant.exportStatistics', payload);
    return { jobId: id };
  }
}
