import {
  createTableColumn,
  makeStyles,
  type TableColumnDefinition,
  tokens,
} from '@fluentui/react-components';
import { forwardRef } from 'react';
import {
  ChevronDownRegular,
  ChevronRightRegular,
  DeleteRegular,
  EditRegular,
  EyeRegular,
  HistoryRegular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { IconButton, type IconButtonProps } from '@console/components/icon-button/icon-button';
import { type GridRow, useGridActions } from '@console/components/resource-screen/grid-row';
import { dictionaryLabel, useDictionary } from '@console/lib/resources/dictionary';
import {
  labelIn,
  type ResourceFieldMetadata,
  type ResourceMetadata,
} from '@console/lib/resources/resource-metadata';

const useStyles = makeStyles({
  value: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  tree: { display: 'flex', alignItems: 'center', minWidth: 0 },
  spacer: { width: '24px', flexShrink: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

/**
 * The grid's columns for a resource: one per shown field (sortable where the server sorts by
 * it, which the grid signals by a two-argument compare; the order itself comes from the
 * server), then the row buttons. The first column carries the tree's indentation and toggle.
 */
export function recordColumns(
  metadata: ResourceMetadata,
  shown: readonly string[] | undefined,
  asTree: boolean,
): TableColumnDefinition<GridRow>[] {
  const ordered = (shown ?? defaultColumns(metadata)).flatMap((name) =>
    metadata.fields.filter((field) => field.name === name),
  );
  const sortable = new Set(metadata.sortable);
  const columns = ordered.map((field, index) =>
    createTableColumn<GridRow>({
      columnId: field.name,
      compare: sortable.has(field.name) ? (_a, _b) => 0 : undefined,
      renderHeaderCell: () => <FieldHeader field={field} />,
      renderCell: (row) =>
        index === 0 && asTree ? <TreeCell row={row} field={field} /> : <ValueCell row={row} field={field} />,
    }),
  );
  return [
    ...columns,
    createTableColumn<GridRow>({
      columnId: 'actions',
      renderHeaderCell: () => <ActionsHeader />,
      renderCell: (row) => <ActionsCell row={row} />,
    }),
  ];
}

/**
 * All but long texts and ids of other records (a list shows names: a screen that wants such a
 * column names it, with its cell text); a tree shows its title first, where the indentation is.
 */
function defaultColumns({ fields, tree }: ResourceMetadata): string[] {
  const names = fields
    .filter((field) => field.kind !== 'longText' && field.kind !== 'reference')
    .map((field) => field.name);
  if (!tree) return names;
  return [tree.titleField, ...names.filter((name) => name !== tree.titleField && name !== tree.parentField)];
}

function FieldHeader({ field }: { field: ResourceFieldMetadata }) {
  const { language } = useGridActions();
  return <>{labelIn(field.label, language)}</>;
}

function ActionsHeader() {
  const { t } = useTranslation();
  return <>{t('actions')}</>;
}

function ValueCell({ row, field }: { row: GridRow; field: ResourceFieldMetadata }) {
  const styles = useStyles();
  const items = useDictionary(field.dictCode);
  const { cells } = useGridActions();
  const value = row.record[field.name];
  const text = cells?.[field.name]?.(value) ?? dictionaryLabel(items, value) ?? shownAsIs(value, items);
  return (
    <span className={styles.value} title={text}>
      {text}
    </span>
  );
}

/**
 * A value no dictionary item names: a code of a dictionary the screen knows (a menu's button
 * function, which menus do not have) shows as nothing; without a dictionary, the value itself.
 */
function shownAsIs(value: unknown, dictionary: readonly unknown[]): string {
  return value === null || value === undefined || dictionary.length > 0 ? '' : String(value);
}

function TreeCell({ row, field }: { row: GridRow; field: ResourceFieldMetadata }) {
  const styles = useStyles();
  const { t } = useTranslation('resources');
  const { toggle } = useGridActions();
  return (
    <span className={styles.tree} style={{ paddingLeft: `${row.depth * 20}px` }}>
      {row.hasChildren ? (
        <RowButton
          label={row.expanded ? t('collapse') : t('expand')}
          appearance="transparent"
          aria-expanded={row.expanded}
          icon={row.expanded ? <ChevronDownRegular /> : <ChevronRightRegular />}
          onClick={() => toggle(row)}
        />
      ) : (
        <span className={styles.spacer} />
      )}
      <ValueCell row={row} field={field} />
    </span>
  );
}

function ActionsCell({ row }: { row: GridRow }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { t: tr } = useTranslation('resources');
  const { view, edit, remove, history, rowButtons } = useGridActions();
  const { record } = row;
  return (
    <span className={styles.actions} data-row-actions="">
      {view && <RowButton label={t('view')} icon={<EyeRegular />} onClick={() => view(record)} />}
      {edit && <RowButton label={t('edit')} icon={<EditRegular />} onClick={() => edit(record)} />}
      {remove && <RowButton label={t('delete')} icon={<DeleteRegular />} onClick={() => remove(record)} />}
      {history && (
        <RowButton label={tr('history')} icon={<HistoryRegular />} onClick={() => history(record)} />
      )}
      {rowButtons?.(record)}
    </span>
  );
}

/**
 * Every button of a row: a small icon button, so that rows stay narrow. Its click is its own: it
 * does not reach the row, where a click toggles the row's selection (a bulk action would then
 * take a row the operator only opened).
 */
export const RowButton = forwardRef<HTMLButtonElement, Omit<IconButtonProps, 'size'>>(function RowButton(
  { onClick, ...props },
  ref,
) {
  return (
    <IconButton
      ref={ref}
      size="small"
      {...props}
      onClick={(event) => {
        event.stopPropagation();
        onClick(event);
      }}
    />
  );
});
