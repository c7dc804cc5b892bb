import { BranchRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { RowButton } from '@console/components/resource-screen/record-columns';
import type { StreamEntry } from '@console/features/audit/api/audit-queries';
import { ChangeTable } from '@console/features/audit/components/change-table';
import { LabelledTable } from '@console/features/audit/components/labelled-table';

const columns = ['revision', 'time', 'user', 'ip', 'event', 'changes', 'request'] as const;

/** Every event of a record, oldest first: who, when, from where, and what it changed. */
export function RecordTimeline({
  entries,
  onFollowRequest,
}: {
  entries: readonly StreamEntry[];
  onFollowRequest: (correlationId: string) => void;
}) {
  const { t, i18n } = useTranslation('audit');
  return (
    <LabelledTable
      label={t('timeline.title')}
      headers={columns.map((column) => t(`timeline.${column}`))}
      lines={entries.map(({ event, changes }) => ({
        key: event.position,
        cells: [
          event.revision,
          new Date(event.recordedAt).toLocaleString(i18n.language),
          event.account,
          event.clientIp,
          event.type,
          <ChangeTable changes={changes} label={`${t('timeline.changes')} ${event.revision}`} />,
          <RowButton
            label={t('timeline.sameRequest')}
            icon={<BranchRegular />}
            onClick={() => onFollowRequest(event.correlationId)}
          />,
        ],
      }))}
    />
  );
}
