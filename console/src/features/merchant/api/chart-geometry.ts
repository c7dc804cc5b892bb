/** The top of a chart's value axis: the largest value rounded up to 1, 2 or 5 times a power of ten. */
export function niceMax(values: readonly number[]): number {
  const largest = Math.max(0, ...values.filter(Number.isFinite));
  if (largest === 0) return 1;
  const power = 10 ** Math.floor(Math.log10(largest));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= largest) ?? 10;
  return step * power;
}

export interface PlotArea {
  width: number;
  height: number;
  /** Room left of the plot for the axis labels, and below it for the periods. */
  left: number;
  bottom: number;
}

/** Where each value of a series falls in the plot: evenly spaced, 0 at the bottom, max at the top. */
export function seriesPoints(
  values: readonly number[],
  max: number,
  area: PlotArea,
): Array<[number, number]> {
  const plotWidth = area.width - area.left;
  const plotHeight = area.height - area.bottom;
  const step = values.length > 1 ? plotWidth / (values.length - 1) : 0;
  return values.map((value, index) => {
    const x = area.left + (values.length > 1 ? index * step : plotWidth / 2);
    const y = plotHeight - (Math.max(0, Number.isFinite(value) ? value : 0) / max) * plotHeight;
    return [round(x), round(y)];
  });
}

/** An SVG polyline's points attribute. */
export function polylinePoints(points: ReadonlyArray<[number, number]>): string {
  return points.map(([x, y]) => `${x},${y}`).join(' ');
}

/** At most `count` labels of the x axis, evenly picked, always the first and the last. */
export function axisLabelIndexes(length: number, count: number): number[] {
  if (length <= count) return Array.from({ length }, (_, index) => index);
  const step = (length - 1) / (count - 1);
  return Array.from({ length: count }, (_, index) => Math.round(index * step));
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
