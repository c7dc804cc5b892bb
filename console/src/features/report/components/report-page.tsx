import { DataBarVerticalRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '@console/components/resource-screen/resource-page';
import { RowButton } from '@console/components/resource-screen/record-columns';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { ReportDialog } from '@console/features/report/components/report-dialog';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

const columns = ['name', 'source', 'dimension', 'measure', 'chartType', 'remark'];

/** Reports (/report/rest): the definitions on the generic screen, each with a button that runs it. */
export function ReportPage() {
  const { t } = useTranslation('report');
  const [running, setRunning] = useState<ResourceRecord>();
  const options = useMemo<ScreenOptions>(
    () => ({
      columns,
      rowButtons: (report) => (
        <RowButton label={t('run')} icon={<DataBarVerticalRegular />} onClick={() => setRunning(report)} />
      ),
    }),
    [t],
  );
  return (
    <>
      <ResourcePage name="report" options={options} />
      {running && <ReportDialog report={running} onClose={() => setRunning(undefined)} />}
    </>
  );
}
