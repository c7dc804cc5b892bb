import { Button, makeStyles, Text, tokens, Toolbar } from '@fluentui/react-components';
import { AddRegular, ArrowClockwiseRegular, DeleteRegular } from '@fluentui/react-icons';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import {
  flatRow,
  type GridActions,
  GridActionsContext,
  type GridRow,
} from '@console/components/resource-screen/grid-row';
import { ListPager } from '@console/components/resource-screen/list-pager';
import { recordColumns } from '@console/components/resource-screen/record-columns';
import { type DialogMode, RecordDialog } from '@console/components/resource-screen/record-dialog';
import { RecordGrid } from '@console/components/resource-screen/record-grid';
import type { ScreenContext, ScreenOptions } from '@console/components/resource-screen/screen-options';
import { SearchForm } from '@console/components/resource-screen/search-form';
import { useRecordActions } from '@console/components/resource-screen/use-record-actions';
import { useTreeRows } from '@console/components/resource-screen/use-tree-rows';
import { useOnChange } from '@console/hooks/use-on-change';
import { useAppServices } from '@console/lib/app-services/app-services';
import { useRecordHistory } from '@console/lib/audit/record-history';
import { formRulesOf } from '@console/lib/resources/form-rules';
import { isFiltered, toRequestQuery } from '@console/lib/resources/list-query';
import { resourceListMachine } from '@console/lib/resources/resource-list.machine';
import { labelIn, type ResourceMetadata } from '@console/lib/resources/resource-metadata';
import { type ResourceRecord, resourceRecords } from '@console/lib/resources/resource-records';
import { levelLoader, topLevelId } from '@console/lib/resources/tree-levels';
import { IconButton } from '@console/components/icon-button/icon-button';

const useStyles = makeStyles({
  screen: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, padding: 0 },
  selected: { marginLeft: 'auto', color: tokens.colorNeutralForeground3 },
});

export interface ResourceScreenProps {
  metadata: ResourceMetadata;
  options?: ScreenOptions;
}

/**
 * The list and form screen of any declared resource: search, grid (a lazy tree for tree
 * resources until the user filters), paging, and the add, edit, view and delete actions; a row
 * that is an aggregate's record opens its history on the audit page.
 */
export function ResourceScreen({ metadata, options = {} }: ResourceScreenProps) {
  const styles = useStyles();
  const { http } = useAppServices();
  const { t, i18n } = useTranslation();
  const { t: tr } = useTranslation('resources');
  const language = i18n.language;
  const records = useMemo(() => {
    const standard = resourceRecords(http, metadata);
    return options.calls ? options.calls(standard) : standard;
  }, [http, metadata, options.calls]);
  const asTree = useMemo(
    () => !options.flat && levelLoader(records, metadata, options.listPath) !== undefined,
    [records, metadata, options.listPath, options.flat],
  );

  // The list actor reads the latest fixed query; a change of it reloads below.
  const fixedQuery = useRef(options.fixedQuery);
  fixedQuery.current = options.fixedQuery;
  const [snapshot, send] = useMachine(
    resourceListMachine.provide({
      actors: {
        loadPage: fromPromise(async ({ input }) =>
          // A tree shows its levels (useTreeRows) until the user filters.
          asTree && !isFiltered(input)
            ? { records: [], total: 0, size: input.size, current: 1, pages: 0 }
            : records.page(toRequestQuery(input, fixedQuery.current), options.listPath),
        ),
      },
    }),
    { input: {} },
  );
  // Compared as text: screens build a new fixed query object on every render.
  useOnChange(JSON.stringify(options.fixedQuery ?? {}), () => send({ type: 'list.reload' }));

  const { query, page, generation } = snapshot.context;
  // A loader per load of the list machine (none before its first): its cached levels answer that
  // load, and a reload reads afresh.
  const loadLevel = useMemo(
    () => (asTree && generation > 0 ? levelLoader(records, metadata, options.listPath) : undefined),
    [asTree, records, metadata, options.listPath, generation],
  );
  const treeMode = asTree && !isFiltered(query);
  const tree = useTreeRows(treeMode ? loadLevel : undefined, options.treeRoot ?? topLevelId, generation);
  const rows: GridRow[] = useMemo(
    () => (treeMode ? tree.rows : page.records.map(flatRow)),
    [treeMode, tree.rows, page.records],
  );

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setSelected(new Set()), [generation]);
  const selection = rows.filter((row) => selected.has(row.record.id)).map((row) => row.record);
  const reload = () => send({ type: 'list.reload' });
  const context: ScreenContext = { selection, reload };

  const rulesFor = useCallback(
    (mode: DialogMode) => formRulesOf(metadata, options.form, mode === 'add'),
    [metadata, options.form],
  );
  const actions = useRecordActions(metadata, records, rulesFor, options, reload);
  const columns = useMemo(
    () => recordColumns(metadata, options.columns, asTree),
    [metadata, options.columns, asTree],
  );
  const datetimeColumns = useMemo(
    () => metadata.fields.filter((field) => field.kind === 'datetime').map((field) => field.name),
    [metadata],
  );
  const openHistory = useRecordHistory(metadata.aggregateType);
  const { historyKey = 'id' } = metadata;
  const history = openHistory && ((record: ResourceRecord) => openHistory(String(record[historyKey])));
  const gridActions: GridActions = {
    language,
    cells: options.cells,
    toggle: tree.toggle,
    view: actions.can.view ? actions.view : undefined,
    edit: actions.can.edit ? actions.edit : undefined,
    remove: actions.can.remove ? actions.removeOne : undefined,
    history,
    rowButtons: options.rowButtons && ((record) => options.rowButtons?.(record, context)),
  };
  const searchFields = metadata.fields.filter((field) =>
    options.searchFields
      ? options.searchFields.includes(field.name)
      : field.filterable && field.kind !== 'reference',
  );

  return (
    <section className={styles.screen} aria-label={labelIn(metadata.title, language)}>
      <SearchForm
        fields={searchFields}
        metadata={metadata}
        editors={options.editors}
        withDateRange={metadata.filters.createTime === 'date'}
        language={language}
        onSearch={(filters, range) => send({ type: 'query.search', filters, range })}
        onReset={() => send({ type: 'query.reset' })}
      />
      <Toolbar className={styles.toolbar}>
        {actions.can.add && (
          <Button appearance="primary" icon={<AddRegular />} onClick={actions.add}>
            {t('add')}
          </Button>
        )}
        {actions.can.remove && (
          <Button icon={<DeleteRegular />} onClick={() => actions.removeSelected(selection)}>
            {t('delete')}
          </Button>
        )}
        {options.toolbar?.(context)}
        <IconButton icon={<ArrowClockwiseRegular />} label={tr('refresh')} onClick={reload} />
        {selection.length > 0 && (
          <Text className={styles.selected}>{tr('selected', { count: selection.length })}</Text>
        )}
      </Toolbar>
      <GridActionsContext.Provider value={gridActions}>
        <RecordGrid
          ariaLabel={labelIn(metadata.title, language)}
          withRowButtons
          datetimeColumns={datetimeColumns}
          rows={rows}
          columns={columns}
          loading={snapshot.matches('loading') || tree.loading}
          selection={{ selected, onChange: setSelected }}
          sort={query.sort}
          onSortChange={treeMode ? undefined : (sort) => send({ type: 'sort.change', sort })}
          onRowClick={options.onRowClick && ((row) => options.onRowClick?.(row.record))}
        />
      </GridActionsContext.Provider>
      {!treeMode && <ListPager snapshot={snapshot} send={send} />}
      {actions.dialog && (
        <RecordDialog
          key={`${actions.dialog.mode}-${actions.dialog.record?.id ?? 'new'}`}
          mode={actions.dialog.mode}
          metadata={metadata}
          rules={actions.dialog.rules}
          initial={actions.dialog.initial}
          editors={options.editors}
          width={options.dialogWidth}
          language={language}
          onSubmit={actions.submit}
          onClose={actions.closeDialog}
        />
      )}
    </section>
  );
}
