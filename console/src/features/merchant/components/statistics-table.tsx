import { makeStyles, tokens } from '@fluentui/react-components';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useAppServices } from '@console/app/app-context';
import { wholeRange } from '@console/features/resources/api/date-range';
import { initialListQuery, toRequestQuery } from '@console/features/resources/api/list-query';
import type { GridRow } from '@console/features/resources/components/grid-row';
import { Pager } from '@console/features/resources/components/pager';
import { RecordGrid } from '@console/features/resources/components/record-grid';
import { resourceListMachine } from '@console/features/resources/machines/resource-list.machine';
import {
  rangeFilters,
  statisticsApi,
  type StatisticsRange,
} from '@console/features/merchant/api/statistics-api';
import { statisticsColumns } from '@console/features/merchant/components/statistics-columns';

const useStyles = makeStyles({
  table: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
});

export interface StatisticsTableProps {
  /** The range last asked for: every new one, even an equal one, is read again from page one. */
  range: StatisticsRange;
}

/** Each merchant's day in the range, newest first, a page at a time, through the list machine. */
export function StatisticsTable({ range }: StatisticsTableProps) {
  const styles = useStyles();
  const { t } = useTranslation('merchant');
  const { http } = useAppServices();
  const [snapshot, send] = useMachine(
    resourceListMachine.provide({
      actors: { loadPage: fromPromise(({ input }) => statisticsApi(http).days(toRequestQuery(input))) },
    }),
    { input: { query: { ...initialListQuery, filters: rangeFilters(range) } } },
  );
  // Compared by identity, which also keeps React's doubled effects from reading twice.
  const asked = useRef(range);
  useEffect(() => {
    if (range === asked.current) return;
    asked.current = range;
    send({ type: 'query.search', filters: rangeFilters(range), range: wholeRange });
  }, [range, send]);

  const { query, page } = snapshot.context;
  const rows: GridRow[] = useMemo(
    () => page.records.map((record) => ({ record, depth: 0, hasChildren: false, expanded: false })),
    [page.records],
  );
  // The shared grid always offers ticks; nothing here acts on them.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  return (
    <section className={styles.table} aria-label={t('statistics.days')}>
      <RecordGrid
        ariaLabel={t('statistics.days')}
        actionsWidth={0}
        rows={rows}
        columns={statisticsColumns}
        loading={snapshot.matches('loading')}
        selected={selected}
        onSelectedChange={setSelected}
      />
      <Pager
        total={page.total}
        current={query.current}
        size={query.size}
        pages={page.pages}
        onPage={(current) => send({ type: 'page.change', current })}
        onSize={(size) => send({ type: 'page.resize', size })}
      />
    </section>
  );
}
