import { Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { LabelledTable } from '@console/components/record-history/labelled-table';
import { correlatedEventsQuery } from '@console/features/audit/api/audit-queries';

/** Every event one request caused, in whatever records: where a change came from, whole. */
export function CorrelatedChanges({
  correlationId,
  onClose,
}: {
  correlationId: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('audit');
  const { t: history } = useTranslation('recordHistory');
  const [{ data }] = useQuery({ query: correlatedEventsQuery, variables: { correlationId } });
  return (
    <>
      <LabelledTable
        label={`${t('correlation.title')} ${correlationId}`}
        headers={[
          t('correlation.record'),
          history('timeline.revision'),
          history('timeline.event'),
          history('timeline.user'),
          history('timeline.time'),
        ]}
        lines={(data?.events?.events ?? []).map((event) => ({
          key: event.position,
          cells: [
            `${event.aggregateType} ${event.aggregateId}`,
            event.revision,
            event.type,
            event.account,
            new Date(event.recordedAt).toLocaleString(i18n.language),
          ],
        }))}
      />
      <Button onClick={onClose}>{t('correlation.close')}</Button>
    </>
  );
}
