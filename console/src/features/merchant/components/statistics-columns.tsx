import { createTableColumn, makeStyles, type TableColumnDefinition } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridRow } from '@console/components/resource-screen/grid-row';
import type { StatisticsDay } from '@console/features/merchant/api/statistics-api';

const useStyles = makeStyles({
  // Cells are flex boxes: growing lets the text reach the right edge; equal-width digits line up.
  figure: { flexGrow: 1, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
});

type Column = Exclude<keyof StatisticsDay, 'merchantId'>;

const figures: ReadonlySet<Column> = new Set([
  'orderCount',
  'depositAmount',
  'consumeAmount',
  'refundAmount',
]);
const shown: readonly Column[] = ['statDate', 'merchantName', ...figures];

/** Counts and amounts to the right, headers with them, so that a column reads down its digits. */
function Aligned({ column, children }: { column: Column; children: ReactNode }) {
  const styles = useStyles();
  return <span className={figures.has(column) ? styles.figure : undefined}>{children}</span>;
}

function Header({ column }: { column: Column }) {
  const { t } = useTranslation('merchant');
  return <Aligned column={column}>{t(`statistics.${column}`)}</Aligned>;
}

function textOf({ record }: GridRow, column: Column): string {
  // A merchant removed since has no name: its id rather than an empty cell.
  return String(column === 'merchantName' ? (record.merchantName ?? record.merchantId) : record[column]);
}

/** The daily table's columns: the day, the merchant, then its orders and money. */
export const statisticsColumns: TableColumnDefinition<GridRow>[] = shown.map((column) =>
  createTableColumn<GridRow>({
    columnId: column,
    renderHeaderCell: () => <Header column={column} />,
    renderCell: (row) => <Aligned column={column}>{textOf(row, column)}</Aligned>,
  }),
);
