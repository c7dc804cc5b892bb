/** One line of a chart: its name as the legend shows it, and a value per period. */
export interface ChartSeries {
  name: string;
  values: readonly number[];
}

/** What a line chart draws: the periods along the x axis and a line per series over them. */
export interface LineChartData {
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Digits after the point every figure is read with (2 for money); as computed when absent. */
  fractionDigits?: number;
  /** Bars instead of lines, for figures of groups rather than of a course over time. */
  shape?: 'line' | 'bar';
}

/** A figure as the tooltip and the figures' table read it. */
export function figureText(value: number, fractionDigits: number | undefined): string {
  return fractionDigits === undefined ? String(value) : value.toFixed(fractionDigits);
}
