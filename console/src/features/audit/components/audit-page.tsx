import { makeStyles, MessageBar, MessageBarBody, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { ExportButton } from '@console/components/export-button/export-button';
import { RecordTimeline } from '@console/components/record-history/record-timeline';
import { streamQuery } from '@console/components/record-history/stream-query';
import { exportTrail, trailExportCode } from '@console/features/audit/api/trail-export';
import { useAppendedEvents } from '@console/features/audit/api/use-appended-events';
import { AuditSearch } from '@console/features/audit/components/audit-search';
import { ChainStatus } from '@console/features/audit/components/chain-status';
import { CorrelatedChanges } from '@console/features/audit/components/correlated-changes';
import { RecordAsOf } from '@console/features/audit/components/record-as-of';
import { RevisionCompare } from '@console/features/audit/components/revision-compare';
import { useOnChange } from '@console/hooks/use-on-change';
import { useAppServices } from '@console/lib/app-services/app-services';
import { historyRecordOf } from '@console/lib/audit/record-history';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
  },
  part: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * The audit explorer (/audit/explorer): find a record, read its timeline, slide back through its
 * revisions, compare two of them, follow a change to everything its request did, and export its
 * timeline to xlsx.
 */
export function AuditPage() {
  const styles = useStyles();
  const { t } = useTranslation('audit');
  const { t: history } = useTranslation('recordHistory');
  const { http } = useAppServices();
  // The record shown is the page's address (type, id): a list's row opens its history here.
  const [query, setQuery] = useSearchParams();
  const record = useMemo(() => historyRecordOf(query), [query]);
  const recordKey = record && `${record.type}-${record.id}`;
  const [correlationId, setCorrelationId] = useState<string>();
  useOnChange(recordKey, () => setCorrelationId(undefined));
  const [{ data, error, fetching }, reread] = useQuery({
    query: streamQuery,
    variables: record ?? { type: '', id: '' },
    pause: !record,
  });
  const entries = data?.stream?.entries;
  const lastRevision = entries?.at(-1)?.event.revision;
  // A change made while the page is open appears in the timeline, with what it changed.
  useAppendedEvents(record, lastRevision, () => reread({ requestPolicy: 'network-only' }));

  return (
    <section className={styles.page} aria-label={t('title')}>
      <AuditSearch key={recordKey} initial={record} onSearch={(next) => setQuery({ ...next })} />
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('failed', { message: error.graphQLErrors[0]?.message ?? error.message })}
          </MessageBarBody>
        </MessageBar>
      )}
      {!record && <Text>{t('search.hint')}</Text>}
      {record && !fetching && !error && !entries && <Text>{t('search.notFound')}</Text>}
      {record && entries && lastRevision !== undefined && (
        <>
          <div className={styles.part}>
            <div className={styles.heading}>
              <Subtitle2 as="h2">{history('timeline.title')}</Subtitle2>
              <ExportButton permission={trailExportCode} start={() => exportTrail(http, record)} />
            </div>
            {data?.stream && <ChainStatus chain={data.stream.chain} />}
            <RecordTimeline entries={entries} onFollowRequest={setCorrelationId} />
          </div>
          {correlationId && (
            <div className={styles.part}>
              <Subtitle2 as="h2">{t('correlation.title')}</Subtitle2>
              <CorrelatedChanges correlationId={correlationId} onClose={() => setCorrelationId(undefined)} />
            </div>
          )}
          <div className={styles.part}>
            <Subtitle2 as="h2">{t('asOf.title')}</Subtitle2>
            <RecordAsOf key={recordKey} record={record} lastRevision={lastRevision} />
          </div>
          <div className={styles.part}>
            <Subtitle2 as="h2">{t('compare.title')}</Subtitle2>
            <RevisionCompare key={recordKey} record={record} lastRevision={lastRevision} />
          </div>
        </>
      )}
    </section>
  );
}
