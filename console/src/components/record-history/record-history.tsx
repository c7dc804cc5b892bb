import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { RecordTimeline } from '@console/components/record-history/record-timeline';
import { streamQuery } from '@console/components/record-history/stream-query';
import type { HistoryRecord } from '@console/lib/audit/record-history';

/**
 * A record's timeline read from the audit explorer (its stream over /api/graphql), as the audit
 * page shows it: where a screen shows a record's history, it shows this one.
 */
export function RecordHistory({ record }: { record: HistoryRecord }) {
  const { t } = useTranslation('recordHistory');
  const [{ data, error }] = useQuery({ query: streamQuery, variables: record });
  if (error)
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          {t('failed', { message: error.graphQLErrors[0]?.message ?? error.message })}
        </MessageBarBody>
      </MessageBar>
    );
  if (!data) return <Spinner size="tiny" />;
  return <RecordTimeline entries={data.stream?.entries ?? []} />;
}
