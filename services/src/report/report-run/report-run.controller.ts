import { Controller, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { RequestContext } from '@platform/context/request-context';
import { Answers } from '@platform/http/answers';
import { Caller, QueryParams } from '@platform/http/request-params';
import { Reads } from '@platform/http/routes';
import { type ReportRunQuery, reportRunQuery } from '@services/report/report-run/report-run.schemas';
import { reportResult } from '@services/report/report-run/report-run.wire';
import { ReportRunner } from '@services/report/report-run/report-runner';
import { reportWorkbook } from '@services/report/report-run/report-workbook';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** blade-report/report/rest: a saved report's groups, as data for its table and chart, or as xlsx. */
@ApiTags('blade-report')
@Controller('blade-report/report/rest')
export class ReportRunController {
  constructor(private readonly runner: ReportRunner) {}

  @Reads('run', 'report_rest_view', "A report's groups over local days from–to (the last 30 days by default)")
  @Answers(reportResult)
  run(@QueryParams(reportRunQuery) query: ReportRunQuery, @Caller() caller: RequestContext) {
    return this.runner.run(caller.tenantId, query);
  }

  @Reads('export', 'report_rest_export', "A report's groups as an xlsx file (the same range as run)")
  async export(
    @QueryParams(reportRunQuery) query: ReportRunQuery,
    @Caller() caller: RequestContext,
    @Res() reply: FastifyReply,
  ) {
    const result = await this.runner.run(caller.tenantId, query);
    const body = await reportWorkbook(result, await this.runner.headings(result));
    const filename = encodeURIComponent(`${result.name}-${result.from}-${result.to}.xlsx`);
    return reply
      .headers({
        'content-type': xlsxType,
        'content-disposition': `attachment; filename*=UTF-8''${filename}`,
      })
      .send(body);
  }
}
