import { makeStyles } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { FiguresTable } from '@console/components/chart/figures-table';
import type { LineChartData } from '@console/components/chart/line-chart-data';

/** ECharts comes in its own chunk, fetched the first time a chart shows. */
const EChartsLinePlot = lazy(() => import('@console/components/chart/echarts-line-plot'));

const useStyles = makeStyles({
  // The figures' table, out of sight, is placed within the chart rather than the page.
  chart: { position: 'relative' },
  // The same box while ECharts loads, so that the page does not jump when it draws.
  plot: { width: '100%', height: '260px' },
});

export interface LineChartProps extends LineChartData {
  /** What the chart shows: the name of its figures' table. */
  title: string;
  /** The header of the periods in its figures' table. */
  periodLabel: string;
}

/** A line chart drawn by ECharts, its figures also in a table for those who cannot see it. */
export function LineChart({ title, periodLabel, ...data }: LineChartProps) {
  const styles = useStyles();
  return (
    <div className={styles.chart}>
      <Suspense fallback={<div className={styles.plot} />}>
        <EChartsLinePlot className={styles.plot} {...data} />
      </Suspense>
      <FiguresTable caption={title} periodLabel={periodLabel} {...data} />
    </div>
  );
}
