import { BranchRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { RowButton } from '@console/components/resource-screen/record-columns';
import { ChangeTable } from '@console/components/record-history/change-table';
import { LabelledTable } from '@console/components/record-history/labelled-table';
import type { StreamEntry } from '@console/components/record-history/stream-query';

const columns = ['revision', 'time', 'user', 'ip', 'event', 'changes'] as const;

/**
 * Every event of a record, oldest first: who, when, from where, and what it changed; with
 * `onFollowRequest`, a button on each to every change of the request that made it.
 */
export function RecordTimeline({
  entries,
  onFollowRequest,
}: {
  entries: readonly StreamEntry[];
  onFollowRequest?: (correlationId: string) => void;
}) {
  const { t, i18n } = useTranslation('recordHistory');
  const headers = [...columns, ...(onFollowRequest ? (['request'] as const) : [])];
  return (
    <LabelledTable
      label={t('timeline.title')}
      headers={headers.map((column) => t(`timeline.${column}`))}
      lines={entries.map(({ event, changes }) => ({
        key: event.position,
        cells: [
          event.revision,
          new Date(event.recordedAt).toLocaleString(i18n.language),
          event.account,
          event.clientIp,
          event.type,
          <ChangeTable changes={changes} label={`${t('timeline.changes')} ${event.revision}`} />,
          ...(onFollowRequest
            ? [
                <RowButton
                  label={t('timeline.sameRequest')}
                  icon={<BranchRegular />}
                  onClick={() => onFollowRequest(event.correlationId)}
                />,
              ]
            : []),
        ],
      }))}
    />
  );
}
