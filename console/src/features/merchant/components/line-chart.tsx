import { makeStyles, tokens } from '@fluentui/react-components';
import {
  axisLabelIndexes,
  niceMax,
  polylinePoints,
  seriesPoints,
} from '@console/features/merchant/api/chart-geometry';

const useStyles = makeStyles({
  chart: { width: '100%', height: 'auto', display: 'block' },
  grid: { stroke: tokens.colorNeutralStroke2, strokeWidth: 1 },
  axis: { fill: tokens.colorNeutralForeground3, fontSize: '11px', fontFamily: tokens.fontFamilyBase },
  line: { fill: 'none', strokeWidth: 2 },
  legend: { fill: tokens.colorNeutralForeground1, fontSize: '12px', fontFamily: tokens.fontFamilyBase },
});

/** The series colours: Fluent's palette tokens, so that the chart follows the theme. */
const colours = [
  tokens.colorBrandForeground1,
  tokens.colorPaletteGreenForeground1,
  tokens.colorPaletteRedForeground1,
  tokens.colorPaletteMarigoldForeground1,
];

export interface ChartSeries {
  name: string;
  values: readonly number[];
}

export interface LineChartProps {
  title: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
}

const area = { width: 640, height: 240, left: 56, bottom: 28 };
const ticks = [0, 0.25, 0.5, 0.75, 1];

/** A line per series over the periods, drawn in SVG with the theme's tokens (no chart library). */
export function LineChart({ title, labels, series }: LineChartProps) {
  const styles = useStyles();
  const max = niceMax(series.flatMap((line) => line.values));
  const plotHeight = area.height - area.bottom;
  const legendY = area.height + 16;
  return (
    <svg
      className={styles.chart}
      viewBox={`0 -8 ${area.width + 8} ${area.height + 32}`}
      role="img"
      aria-label={title}
    >
      <title>{title}</title>
      {ticks.map((tick) => {
        const y = plotHeight - tick * plotHeight;
        return (
          <g key={tick}>
            <line className={styles.grid} x1={area.left} x2={area.width} y1={y} y2={y} />
            <text className={styles.axis} x={area.left - 6} y={y + 4} textAnchor="end">
              {formatTick(max * tick)}
            </text>
          </g>
        );
      })}
      {axisLabelIndexes(labels.length, 6).map((index) => {
        const [x] = seriesPoints(
          labels.map(() => 0),
          1,
          area,
        )[index] ?? [0];
        return (
          <text key={index} className={styles.axis} x={x} y={area.height - 8} textAnchor="middle">
            {labels[index]}
          </text>
        );
      })}
      {series.map((line, index) => (
        <polyline
          key={line.name}
          className={styles.line}
          stroke={colours[index % colours.length]}
          points={polylinePoints(seriesPoints(line.values, max, area))}
        >
          <title>{line.name}</title>
        </polyline>
      ))}
      {series.map((line, index) => (
        <g key={line.name} transform={`translate(${area.left + index * 140}, ${legendY})`}>
          <rect width={12} height={4} y={-6} fill={colours[index % colours.length]} />
          <text className={styles.legend} x={18} y={0}>
            {line.name}
          </text>
        </g>
      ))}
    </svg>
  );
}

function formatTick(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}
