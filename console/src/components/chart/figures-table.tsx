import { makeStyles } from '@fluentui/react-components';
import { figureText, type LineChartData } from '@console/components/chart/line-chart-data';

const useStyles = makeStyles({
  // Out of sight but read by screen readers: the picture already shows these figures.
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

export interface FiguresTableProps extends LineChartData {
  /** The chart's title, the table's name. */
  caption: string;
  /** The header of the periods' column. */
  periodLabel: string;
}

/** A chart's figures as text: a row per period, a column per series. */
export function FiguresTable({ caption, periodLabel, labels, series, fractionDigits }: FiguresTableProps) {
  const styles = useStyles();
  return (
    <table className={styles.visuallyHidden}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{periodLabel}</th>
          {series.map((line) => (
            <th key={line.name} scope="col">
              {line.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {labels.map((label, index) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {series.map((line) => (
              <td key={line.name}>{figureText(line.values[index] ?? 0, fractionDigits)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
