import { Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { correlatedEventsQuery } from '@console/features/audit/api/audit-queries';
import { LabelledTable } from '@console/features/audit/components/labelled-table';

/** Every event one request caused, in whatever records: where a change came from, whole. */
export function CorrelatedChanges({
  correlationId,
  onClose,
}: {
  correlationId: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('audit');
  const [{ data }] = useQuery({ query: correlatedEventsQuery, variables: { correlationId } });
  return (
    <>
      <LabelledTable
        label={`${t('correlation.title')} ${correlationId}`}
        headers={[
          t('correlation.record'),
          t('timeline.revision'),
          t('timeline.event'),
          t('timeline.user'),
          t('timeline.time'),
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
