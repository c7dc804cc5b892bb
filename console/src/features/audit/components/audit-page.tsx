import { makeStyles, MessageBar, MessageBarBody, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { streamQuery } from '@console/features/audit/api/audit-queries';
import { AuditSearch, type RecordKey } from '@console/features/audit/components/audit-search';
import { ChainStatus } from '@console/features/audit/components/chain-status';
import { CorrelatedChanges } from '@console/features/audit/components/correlated-changes';
import { RecordAsOf } from '@console/features/audit/components/record-as-of';
import { RecordTimeline } from '@console/features/audit/components/record-timeline';
import { RevisionCompare } from '@console/features/audit/components/revision-compare';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
  },
  part: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * The audit explorer (/audit/explorer): find a record, read its timeline, slide back through its
 * revisions, compare two of them, and follow a change to everything its request did.
 */
export function AuditPage() {
  const styles = useStyles();
  const { t } = useTranslation('audit');
  const [record, setRecord] = useState<RecordKey>();
  const [correlationId, setCorrelationId] = useState<string>();
  const [{ data, error, fetching }] = useQuery({
    query: streamQuery,
    variables: record ?? { type: '', id: '' },
    pause: !record,
  });
  const entries = data?.stream?.entries;
  const lastRevision = entries?.at(-1)?.event.revision;

  return (
    <section className={styles.page} aria-label={t('title')}>
      <AuditSearch
        onSearch={(next) => {
          setRecord(next);
          setCorrelationId(undefined);
        }}
      />
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('failed', { message: error.graphQLErrors[0]?.message ?? error.message })}
          </MessageBarBody>
        </MessageBar>
      )}
      {record && !fetching && !error && !entries && <Text>{t('search.notFound')}</Text>}
      {record && entries && lastRevision !== undefined && (
        <>
          <div className={styles.part}>
            <Subtitle2 as="h2">{t('timeline.title')}</Subtitle2>
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
            <RecordAsOf key={`${record.type}-${record.id}`} record={record} lastRevision={lastRevision} />
          </div>
          <div className={styles.part}>
            <Subtitle2 as="h2">{t('compare.title')}</Subtitle2>
            <RevisionCompare
              key={`${record.type}-${record.id}`}
              record={record}
              lastRevision={lastRevision}
            />
          </div>
        </>
      )}
    </section>
  );
}
