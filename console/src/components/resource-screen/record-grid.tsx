import {
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  makeStyles,
  Spinner,
  tokens,
  type DataGridProps,
  type TableColumnDefinition,
  type TableColumnId,
  type TableColumnSizingOptions,
  type TableRowId,
} from '@fluentui/react-components';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@console/components/resource-screen/empty-state';
import type { GridRow } from '@console/components/resource-screen/grid-row';
import { useFittedActions } from '@console/components/resource-screen/use-fitted-actions';
import type { SortChoice } from '@console/lib/resources/list-query';

const useStyles = makeStyles({
  // Wide resources scroll sideways inside their pane rather than spilling out of it.
  scroller: { overflowX: 'auto', minWidth: 0 },
  grid: { minWidth: '100%' },
  // The row buttons stay in sight however wide the record: the column sticks to the right edge.
  actions: {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: `-1px 0 0 ${tokens.colorNeutralStroke2}`,
  },
});

/** Dates and times are shown whole (yyyy-MM-dd HH:mm:ss), never cut to an ellipsis. */
const datetimeWidth = 170;

/** The ticked rows, by record id, and what a tick does to them. */
export interface RowSelection {
  selected: ReadonlySet<string>;
  onChange: (ids: Set<string>) => void;
}

export interface RecordGridProps {
  rows: readonly GridRow[];
  columns: TableColumnDefinition<GridRow>[];
  loading: boolean;
  /**
   * Ticks to pick rows by, or 'none' where nothing acts on a selection (a report): no ticks,
   * no aria-selected, and the rows are still reached by keyboard.
   */
  selection: RowSelection | 'none';
  sort?: SortChoice;
  /** Absent when the rows cannot be reordered (a tree). */
  onSortChange?: (sort: SortChoice | undefined) => void;
  /** Clicking a row (a dictionary header opens its items). */
  onRowClick?: (row: GridRow) => void;
  ariaLabel: string;
  /**
   * Whether the rows have buttons, in a column pinned to the right as wide as its widest row's
   * buttons; not where rows have none (a report).
   */
  withRowButtons?: boolean;
  /** The columns that show a date and time. */
  datetimeColumns?: readonly string[];
}

/** The records of a list or a tree, sorted by the server; an empty state when none. */
export function RecordGrid(props: RecordGridProps) {
  const styles = useStyles();
  const { t } = useTranslation('resources');
  const { t: common } = useTranslation();
  // A new sizing object makes the grid measure its columns again, and render again: keep one.
  const { datetimeColumns } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const fitted = useFittedActions(scroller);
  const actionsWidth = props.withRowButtons ? fitted : undefined;
  const sizing = useMemo(() => {
    const widths: TableColumnSizingOptions = {};
    for (const column of datetimeColumns ?? [])
      widths[column] = { minWidth: datetimeWidth, defaultWidth: datetimeWidth };
    // The ideal width too: the grid resizes a column it already drew to its new ideal width only.
    if (actionsWidth !== undefined)
      widths.actions = { minWidth: actionsWidth, idealWidth: actionsWidth, defaultWidth: actionsWidth };
    return widths;
  }, [actionsWidth, datetimeColumns]);
  const cellClass = (columnId: TableColumnId) => (columnId === 'actions' ? styles.actions : undefined);

  const sortState: DataGridProps['sortState'] = props.sort && {
    sortColumn: props.sort.field,
    sortDirection: props.sort.direction,
  };
  const selection = props.selection === 'none' ? undefined : props.selection;
  // Fluent draws a selection cell it is handed even in a grid without selection: hand none then.
  const tick = (label: string) => selection && { checkboxIndicator: { 'aria-label': label } };
  return (
    <>
      <div className={styles.scroller} ref={scroller}>
        <DataGrid
          className={styles.grid}
          aria-label={props.ariaLabel}
          aria-busy={props.loading}
          items={props.rows as GridRow[]}
          columns={props.columns}
          getRowId={(row: GridRow) => row.record.id}
          selectionMode={selection && 'multiselect'}
          selectedItems={selection?.selected as Set<TableRowId> | undefined}
          onSelectionChange={(_, data) => selection?.onChange(new Set([...data.selectedItems].map(String)))}
          sortable={props.onSortChange !== undefined}
          sortState={sortState}
          onSortChange={(_, state) =>
            props.onSortChange?.(
              state.sortColumn === undefined
                ? undefined
                : { field: String(state.sortColumn), direction: state.sortDirection },
            )
          }
          resizableColumns
          columnSizingOptions={sizing}
          focusMode="composite"
        >
          <DataGridHeader>
            <DataGridRow selectionCell={tick(t('selectAll'))}>
              {({ renderHeaderCell, columnId }) => (
                <DataGridHeaderCell className={cellClass(columnId)}>{renderHeaderCell()}</DataGridHeaderCell>
              )}
            </DataGridRow>
          </DataGridHeader>
          <DataGridBody<GridRow>>
            {({ item, rowId }) => (
              <DataGridRow<GridRow>
                key={rowId}
                selectionCell={tick(t('selectRow'))}
                onClick={props.onRowClick && (() => props.onRowClick?.(item))}
              >
                {({ renderCell, columnId }) => (
                  <DataGridCell className={cellClass(columnId)}>{renderCell(item)}</DataGridCell>
                )}
              </DataGridRow>
            )}
          </DataGridBody>
        </DataGrid>
      </div>
      {props.loading && <Spinner size="small" label={common('loading')} />}
      {!props.loading && props.rows.length === 0 && <EmptyState />}
    </>
  );
}
