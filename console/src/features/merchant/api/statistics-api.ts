import type { ExportStarted } from '@console/lib/exports/export-job';
import type { HttpClient } from '@console/lib/http/http-client';
import type { Query } from '@console/lib/http/query-string';
import type { Page, ResourceRecord } from '@console/lib/resources/resource-records';
import type {
  StatisticsDay,
  StatisticsPeriod as Period,
  StatisticsPoint,
} from '@services/merchant/merchant-statistics/merchant-statistics.wire';

/** The answers' shapes are the server's (merchant-statistics.wire.ts). */
export type { Period, StatisticsDay, StatisticsPoint };

const api = '/api/prepaid-merchant/merchantStatistics';

/** The periods the chart sums by; the server's own list, as its type. */
export const periods: readonly Period[] = ['day', 'week', 'month'];

/** Which days: one merchant or all, from and to inclusive ("yyyy-MM-dd"); empty means open. */
export interface StatisticsRange {
  merchantId: string;
  from: string;
  to: string;
}

/** The range alone, as named filters: what the page and export calls take besides paging. */
export function rangeFilters({ merchantId, from, to }: StatisticsRange): Record<string, string> {
  return { merchantId, from, to };
}

/** prepaid-merchant/merchantStatistics: daily rows, chart series and the xlsx export. */
export function statisticsApi(http: HttpClient) {
  return {
    series: async (range: StatisticsRange, period: Period) => {
      const answer = await http.get<{ series: StatisticsPoint[] }>(`${api}/getStatisticsData`, {
        ...rangeFilters(range),
        period,
      });
      return answer.series;
    },
    /** The grid keys rows by id, which a day has not: its date and merchant are one. */
    days: async (query: Query): Promise<Page<ResourceRecord & StatisticsDay>> => {
      const page = await http.get<Page<StatisticsDay>>(`${api}/page`, query);
      return {
        ...page,
        records: page.records.map((day) => ({ ...day, id: `${day.statDate}:${day.merchantId}` })),
      };
    },
    export: (range: StatisticsRange) => http.post<ExportStarted>(`${api}/export`, rangeFilters(range)),
  };
}
