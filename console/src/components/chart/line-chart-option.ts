import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { ChartPalette } from '@console/components/chart/chart-palette';
import { figureText, type LineChartData } from '@console/components/chart/line-chart-data';

/** The parts of ECharts a line chart uses, and nothing more (echarts-line-plot.tsx registers them). */
export type LineChartOption = ComposeOption<
  LineSeriesOption | BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

/** A line per series over the periods, the legend below, every period's values in a tooltip. */
export function lineChartOption(
  { labels, series, fractionDigits, shape = 'line' }: LineChartData,
  palette: ChartPalette,
): LineChartOption {
  const text = { color: palette.text, fontFamily: palette.font };
  const axisLabel = { color: palette.axis, fontFamily: palette.font };
  return {
    color: palette.series,
    textStyle: text,
    // ECharts 6 shrinks the plot to keep its axis labels in the box; the bottom leaves the legend room.
    grid: { left: 8, right: 24, top: 16, bottom: 40 },
    legend: { bottom: 0, textStyle: text },
    tooltip: {
      trigger: 'axis',
      backgroundColor: palette.surface,
      borderColor: palette.grid,
      textStyle: text,
      valueFormatter: (value) => figureText(Number(value), fractionDigits),
    },
    xAxis: {
      type: 'category',
      data: [...labels],
      // Bars sit between the ticks; a line's points on them.
      boundaryGap: shape === 'bar',
      axisLabel,
      axisLine: { lineStyle: { color: palette.grid } },
    },
    yAxis: {
      type: 'value',
      // No tick finer than the figures are read: counts step by 1, money by 0.01.
      minInterval: fractionDigits === undefined ? undefined : 10 ** -fractionDigits,
      axisLabel,
      splitLine: { lineStyle: { color: palette.grid } },
    },
    series: series.map((line) => ({ type: shape, name: line.name, data: [...line.values] })),
  };
}
