import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { NotFoundError } from '@platform/errors/domain-errors';
import { formatWireDay } from '@platform/http/wire-dates';
import { ReportRunQueries } from '@projections/report/report-run/report-run.queries';
import type { ReportRunQuery } from '@services/report/report-run/report-run.schemas';
import type { ReportResult } from '@services/report/report-run/report-run.wire';

const reportMissing = '报表不存在';
const defaultDays = 30;
const dayMs = 86_400_000;

/** Runs a saved definition over its read model for a range of local days. */
@Injectable()
export class ReportRunner {
  constructor(
    private readonly reports: ReportRunQueries,
    private readonly clock: Clock,
  ) {}

  async run(tenantId: string, query: ReportRunQuery): Promise<ReportResult> {
    const definition = await this.reports.definition(tenantId, query.id);
    if (!definition) throw new NotFoundError(reportMissing);
    const { from, to } = this.rangeOf(query);
    const groups = await this.reports.groups(tenantId, { ...definition, from, to });
    return { ...definition, from, to, ...groups };
  }

  /** Headings in the report dictionaries' words: the dimension's and the measure's names. */
  async headings(result: ReportResult): Promise<[string, string]> {
    const [dimension, measure] = await Promise.all([
      this.reports.dictionaryNames('report_dimension', [result.dimension]),
      this.reports.dictionaryNames('report_measure', [result.measure]),
    ]);
    return [
      dimension.get(result.dimension) ?? result.dimension,
      measure.get(result.measure) ?? result.measure,
    ];
  }

  // Without a range, the 30 days up to today; one end alone spans 30 days from or to it.
  private rangeOf({ from, to }: ReportRunQuery): { from: string; to: string } {
    const shifted = (text: string, days: number) =>
      formatWireDay(new Date(Date.parse(`${text}T12:00:00Z`) + days * dayMs));
    if (from && to) return { from, to };
    if (from) return { from, to: shifted(from, defaultDays - 1) };
    const end = to ?? formatWireDay(this.clock.now());
    return { from: shifted(end, 1 - defaultDays), to: end };
  }
}
