import {
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  makeStyles,
  Spinner,
  type DataGridProps,
  type TableColumnDefinition,
  type TableRowId,
} from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortChoice } from '@console/features/resources/api/list-query';
import { EmptyState } from '@console/features/resources/components/empty-state';
import type { GridRow } from '@console/features/resources/components/grid-row';

const useStyles = makeStyles({
  // Wide resources scroll sideways inside their pane rather than spilling out of it.
  scroller: { overflowX: 'auto', minWidth: 0 },
  grid: { minWidth: '100%' },
});

export interface RecordGridProps {
  rows: readonly GridRow[];
  columns: TableColumnDefinition<GridRow>[];
  loading: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange: (ids: Set<string>) => void;
  sort?: SortChoice;
  /** Absent when the rows cannot be reordered (a tree). */
  onSortChange?: (sort: SortChoice | undefined) => void;
  /** Clicking a row (a dictionary header opens its items). */
  onRowClick?: (row: GridRow) => void;
  ariaLabel: string;
  /** Pixels for the row buttons, which differ by screen. */
  actionsWidth: number;
}

/** The records of a list or a tree, selectable, sorted by the server; an empty state when none. */
export function RecordGrid(props: RecordGridProps) {
  const styles = useStyles();
  const { t } = useTranslation('resources');
  const { t: common } = useTranslation();
  // A new sizing object makes the grid measure its columns again, and render again: keep one.
  const sizing = useMemo(
    () => ({ actions: { minWidth: props.actionsWidth, defaultWidth: props.actionsWidth } }),
    [props.actionsWidth],
  );
  const sortState: DataGridProps['sortState'] = props.sort && {
    sortColumn: props.sort.field,
    sortDirection: props.sort.direction,
  };
  return (
    <>
      <div className={styles.scroller}>
        <DataGrid
          className={styles.grid}
          aria-label={props.ariaLabel}
          aria-busy={props.loading}
          items={props.rows as GridRow[]}
          columns={props.columns}
          getRowId={(row: GridRow) => row.record.id}
          selectionMode="multiselect"
          selectedItems={props.selected as Set<TableRowId>}
          onSelectionChange={(_, data) =>
            props.onSelectedChange(new Set([...data.selectedItems].map(String)))
          }
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
            <DataGridRow selectionCell={{ checkboxIndicator: { 'aria-label': t('selectAll') } }}>
              {({ renderHeaderCell }) => <DataGridHeaderCell>{renderHeaderCell()}</DataGridHeaderCell>}
            </DataGridRow>
          </DataGridHeader>
          <DataGridBody<GridRow>>
            {({ item, rowId }) => (
              <DataGridRow<GridRow>
                key={rowId}
                selectionCell={{ checkboxIndicator: { 'aria-label': t('selectRow') } }}
                onClick={props.onRowClick && (() => props.onRowClick?.(item))}
              >
                {({ renderCell }) => <DataGridCell>{renderCell(item)}</DataGridCell>}
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
