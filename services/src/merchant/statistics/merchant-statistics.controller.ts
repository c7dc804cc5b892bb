import { randomUUID } from 'node:crypto';
import { Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RequiresPermission } from '@platform/access/requires-permission.decorator';
import { currentRequestContext } from '@platform/context/request-context';
import { pageQuery } from '@platform/http/paging';
import { parseWith } from '@platform/http/zod-validation';
import { MerchantJobs } from '@services/merchant/exports/merchant-jobs.token';
import { MerchantStatisticsRepository } from '@services/merchant/statistics/merchant-statistics.repository';
import { seriesQuery, statisticsRangeQuery } from '@services/merchant/statistics/merchant-statistics.schemas';

/** prepaid-merchant/merchantStatistics: merchants' daily business, as pages, chart series and xlsx. */
@ApiTags('prepaid-merchant')
@Controller('prepaid-merchant/merchantStatistics')
export class MerchantStatisticsController {
  constructor(
    @Inject(MerchantStatisticsRepository) private readonly statistics: MerchantStatisticsRepository,
    @Inject(MerchantJobs) private readonly jobs: MerchantJobs,
  ) {}

  @Get('page')
  @RequiresPermission('merchant_statistics_view')
  @ApiOperation({ summary: '商户统计: 每日数据分页' })
  page(@Req() request: FastifyRequest) {
    const { current, size, ...rest } = request.query as Record<string, unknown>;
    const range = parseWith(statisticsRangeQuery, rest);
    return this.statistics.page(
      currentRequestContext().tenantId,
      range,
      parseWith(pageQuery, { current, size }),
    );
  }

  @Get('getStatisticsData')
  @RequiresPermission('merchant_statistics_view')
  @ApiOperation({ summary: '商户统计: 按日/周/月汇总的图表序列' })
  @ApiQuery({ name: 'period', required: false, enum: ['day', 'week', 'month'] })
  async statisticsData(@Req() request: FastifyRequest) {
    const { period, ...rest } = request.query as Record<string, unknown>;
    const range = parseWith(statisticsRangeQuery, rest);
    const chosen = parseWith(seriesQuery, { period }).period;
    return {
      period: chosen,
      series: await this.statistics.series(currentRequestContext().tenantId, chosen, range),
    };
  }

  @Post('export')
  @HttpCode(200)
  @RequiresPermission('merchant_statistics_export')
  @ApiOperation({ summary: '商户统计: 导出 xlsx (answers a job id; see blade-resource/job/detail)' })
  async export(@Req() request: FastifyRequest) {
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    const range = parseWith(statisticsRangeQuery, { ...(request.query as object), ...body });
    const { tenantId, userId } = currentRequestContext();
    const { id } = await this.jobs.enqueue('merchant.exportStatistics', {
      exportId: randomUUID(),
      tenantId,
      userId,
      ...range,
    });
    return { jobId: id };
  }
}
