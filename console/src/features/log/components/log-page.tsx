import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { type LogKind, logMetadata, logViews } from '@console/features/log/api/log-metadata';
import { LogDetailDrawer } from '@console/features/log/components/log-detail-drawer';

/**
 * A log viewer (/log/usual, /log/api, /log/error): newest first, searched by the date shortcuts
 * of SPEC §9 and the log's own fields; a row opens the entry in full.
 */
function LogPage({ kind }: { kind: LogKind }) {
  const { t } = useTranslation('log');
  const [opened, setOpened] = useState<string>();
  const metadata = useMemo(() => logMetadata(kind), [kind]);
  const options = useMemo<ScreenOptions>(
    () => ({
      columns: logViews[kind].columns,
      cells: { source: (source) => t(`sources.${source as 'server' | 'console'}`) },
      onRowClick: (record) => setOpened(record.id),
    }),
    [kind, t],
  );
  return (
    <>
      <ResourceScreen metadata={metadata} options={options} />
      {opened && <LogDetailDrawer metadata={metadata} id={opened} onClose={() => setOpened(undefined)} />}
    </>
  );
}

export const UsualLogPage = () => <LogPage kind="usual" />;
export const ApiLogPage = () => <LogPage kind="api" />;
export const ErrorLogPage = () => <LogPage kind="error" />;
