import { makeStyles, tokens } from '@fluentui/react-components';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { flatRow } from '@console/components/resource-screen/grid-row';
import { ListPager } from '@console/components/resource-screen/list-pager';
import { RecordGrid } from '@console/components/resource-screen/record-grid';
import {
  rangeFilters,
  statisticsApi,
  type StatisticsRange,
} from '@console/features/merchant/api/statistics-api';
import { statisticsColumns } from '@console/features/merchant/components/statistics-columns';
import { useOnChange } from '@console/hooks/use-on-change';
import { useAppServices } from '@console/lib/app-services/app-services';
import { wholeRange } from '@console/lib/resources/date-range';
import { initialListQuery, toRequestQuery } from '@console/lib/resources/list-query';
import { resourceListMachine } from '@console/lib/resources/resource-list.machine';

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
  // Compared by identity: an equal range asked again is read again.
  useOnChange(range, (asked) =>
    send({ type: 'query.search', filters: rangeFilters(asked), range: wholeRange }),
  );
  const { records } = snapshot.context.page;
  const rows = useMemo(() => records.map(flatRow), [records]);

  return (
    <section className={styles.table} aria-label={t('statistics.days')}>
      <RecordGrid
        ariaLabel={t('statistics.days')}
        rows={rows}
        columns={statisticsColumns}
        loading={snapshot.matches('loading')}
        selection="none"
      />
      <ListPager snapshot={snapshot} send={send} />
    </section>
  );
}
