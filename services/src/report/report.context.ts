import { reportMigrations } from '@infra/migrations/report/report.migrations';
import type { BoundedContext } from '@platform/contexts/bounded-context';
import { reportDefinitionResource } from '@services/report/report-definition/report-definition.resource';
import { ReportModule } from '@services/report/report.module';

/**
 * blade-report: reports defined over the read models (a source, a grouping, a measure, a chart),
 * run for a range of days as a table and a chart, and exported to xlsx.
 */
export const reportContext: BoundedContext = {
  name: 'report',
  module: ReportModule,
  resources: [reportDefinitionResource],
  migrations: reportMigrations,
};
