import { z } from 'zod';

/**
 * What a report may be made of: the read models it may read (sources), how it groups their rows
 * (dimensions), and what it counts or adds up (measures). The dictionaries report_source,
 * report_dimension, report_measure and report_chart name them on screen; this table says which
 * go together, for the definition's check and the query alike.
 */
export const reportSources = {
  merchant: { dimensions: ['day', 'month', 'category'], measures: ['count'] },
  goods: { dimensions: ['day', 'month', 'merchant', 'category'], measures: ['count'] },
  order: { dimensions: ['day', 'month', 'merchant'], measures: ['count', 'amount'] },
  deposit: { dimensions: ['day', 'month'], measures: ['count', 'amount'] },
  consume: { dimensions: ['day', 'month', 'merchant'], measures: ['count', 'amount'] },
} as const satisfies Record<string, { dimensions: readonly string[]; measures: readonly string[] }>;

export type ReportSource = keyof typeof reportSources;
export type ReportDimension = (typeof reportSources)[ReportSource]['dimensions'][number];
export type ReportMeasure = (typeof reportSources)[ReportSource]['measures'][number];
export const reportCharts = ['bar', 'line'] as const;

/** A report's groups are bounded: a dimension by day over years would not be read as a chart. */
export const reportGroupLimit = 500;

/** One group of a report: its key (a day, a month, an id), the name shown, and its value as decimal text. */
export const reportRow = z.object({ key: z.string(), name: z.string(), value: z.string() });

/** blade-report/report/rest/run: the definition's choices and its groups in the dimension's order. */
export const reportResult = z.object({
  id: z.string(),
  name: z.string(),
  source: z.string(),
  dimension: z.string(),
  measure: z.string(),
  chartType: z.string(),
  from: z.string(),
  to: z.string(),
  rows: z.array(reportRow),
  /** True when there were more groups than reportGroupLimit and the rest were left out. */
  truncated: z.boolean(),
});

export type ReportRow = z.infer<typeof reportRow>;
export type ReportResult = z.infer<typeof reportResult>;
