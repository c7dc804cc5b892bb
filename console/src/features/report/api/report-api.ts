import type { HttpClient } from '@console/lib/http/http-client';
import type { ReportResult } from '@services/report/report-run/report-run.wire';

/** The answers' shapes are the server's (report-run.wire.ts). */
export type { ReportResult };

const api = '/api/blade-report/report/rest';

/** Local days from and to, yyyy-MM-dd; empty leaves the server's default (the last 30 days). */
export interface ReportRange {
  from: string;
  to: string;
}

/** blade-report/report/rest: running a saved report and exporting its groups. */
export function reportApi(http: HttpClient) {
  return {
    run: (id: string, range: ReportRange) => http.get<ReportResult>(`${api}/run`, { id, ...range }),
    export: (id: string, range: ReportRange) => http.download(`${api}/export`, { id, ...range }),
  };
}
