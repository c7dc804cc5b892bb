import { Module } from '@nestjs/common';
import { tenantReads } from '@platform/runtime/read-model-providers';
import { ReportRunQueries } from '@projections/report/report-run/report-run.queries';
import { ReportRunController } from '@services/report/report-run/report-run.controller';
import { ReportRunner } from '@services/report/report-run/report-runner';

/** blade-report: running the saved definitions (the definitions themselves are the registry's). */
@Module({
  controllers: [ReportRunController],
  providers: [tenantReads(ReportRunQueries), ReportRunner],
})
export class ReportModule {}
