import type { LineChartData } from '@console/components/chart/line-chart-data';
import type { StatisticsPoint } from '@console/features/merchant/api/statistics-api';

type Figure = Exclude<keyof StatisticsPoint, 'period'>;

// Two charts, as the figures have two scales: counts, and money in yuan.
const counts: readonly Figure[] = ['orderCount', 'newMerchants'];
const amounts: readonly Figure[] = ['depositAmount', 'consumeAmount', 'refundAmount'];

/** The statistics page's charts over the periods, each line named by `nameOf` (the page's t). */
export function statisticsCharts(
  points: readonly StatisticsPoint[],
  nameOf: (figure: Figure) => string,
): { counts: LineChartData; amounts: LineChartData } {
  const labels = points.map((point) => point.period);
  const series = (figures: readonly Figure[]) =>
    // Amounts travel as decimal text ("128.00"); the chart plots numbers.
    figures.map((figure) => ({ name: nameOf(figure), values: points.map((point) => Number(point[figure])) }));
  return {
    counts: { labels, series: series(counts), fractionDigits: 0 },
    amounts: { labels, series: series(amounts), fractionDigits: 2 },
  };
}
