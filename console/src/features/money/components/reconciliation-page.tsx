import { Button } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '@console/components/export-button/export-button';
import { codePicker } from '@console/components/field-editors/code-picker';
import { DayInput } from '@console/components/field-editors/day-input';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { moneyApi } from '@console/features/money/api/money-api';
import { moneyMetadata } from '@console/features/money/api/money-resources';
import { AskedAction } from '@console/features/money/components/asked-action';
import { codeCells } from '@console/features/money/components/money-cells';
import { useSearchedList } from '@console/features/money/components/searched-list';
import { useAppServices } from '@console/lib/app-services/app-services';
import { isFinished, readJob } from '@console/lib/exports/export-job';
import { wireDay } from '@console/lib/wire-dates';

const dayText = /^\d{4}-\d{2}-\d{2}$/;
const pollMs = 500;

/** The day's figures: what matched by kind, the differences, then the statement's own (the platform's). */
const dayColumns = [
  'reconDate',
  'statementLines',
  'chargeCount',
  'chargeAmount',
  'transferCount',
  'transferAmount',
  'refundCount',
  'refundAmount',
  'differenceCount',
  'openingBalance',
  'closingBalance',
  'bankNet',
  'ourNet',
];

/**
 * Reconciliation (/prepaid/reconciliation): each reconciled day's figures (the lines that matched,
 * by kind, and how many differences; the statement's balances for the platform's operators), the
 * differences each day left, a run for a day on demand (asked, confirmed, then followed until its
 * job is done), and the export of the differences the search shows.
 */
export function ReconciliationPage() {
  const { http, hasPermission } = useAppServices();
  const { t } = useTranslation('money');
  const api = useMemo(() => moneyApi(http), [http]);
  const metadata = useMemo(() => moneyMetadata('reconciliation'), []);
  const dayMetadata = useMemo(() => moneyMetadata('reconciliationDay'), []);
  const { calls, search } = useSearchedList();
  const [running, setRunning] = useState<{ reload: () => void }>();
  // Each run done reads the days again (the screen is made anew).
  const [runsDone, setRunsDone] = useState(0);
  const dayOptions = useMemo<ScreenOptions>(
    () => ({ columns: dayColumns, searchFields: ['reconDate'], editors: { reconDate: DayInput } }),
    [],
  );

  /** Starts the run and waits for its job: the list is read again once the day is recorded. */
  const reconcile = async (date: string) => {
    const { jobId } = await api.reconcile(date);
    for (;;) {
      const job = await readJob(http, jobId);
      if (job.status === 'failed') throw new Error(job.error ?? '');
      if (isFinished(job)) return;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  };

  const options = useMemo<ScreenOptions>(
    () => ({
      columns: [
        'reconDate',
        'lineKind',
        'status',
        'abnormalKind',
        'bankSerial',
        'serial',
        'paymentNo',
        'bankAmount',
        'ourAmount',
      ],
      searchFields: ['reconDate', 'status', 'paymentNo', 'bankSerial'],
      editors: {
        reconDate: DayInput,
        status: codePicker(t('reconciliationStatus', { returnObjects: true })),
      },
      cells: codeCells(t, {
        status: 'reconciliationStatus',
        lineKind: 'lineKind',
        abnormalKind: 'abnormalKind',
      }),
      calls,
      toolbar: (context) => (
        <>
          {hasPermission('reconciliation_add') && (
            <Button icon={<ArrowSyncRegular />} onClick={() => setRunning({ reload: context.reload })}>
              {t('reconcile.run')}
            </Button>
          )}
          <ExportButton permission="reconciliation_export" start={() => api.exportReconciliation(search())} />
        </>
      ),
    }),
    [t, api, calls, search, hasPermission],
  );

  return (
    <>
      <ResourceScreen key={runsDone} metadata={dayMetadata} options={dayOptions} />
      <ResourceScreen metadata={metadata} options={options} />
      {running && (
        <AskedAction
          title={t('reconcile.run')}
          label={t('reconcile.prompt')}
          inputType="date"
          initial={wireDay(new Date(), -1)}
          problem={(value) => (dayText.test(value.trim()) ? undefined : t('reconcile.problem'))}
          question={(value) => t('reconcile.confirm', { value })}
          run={reconcile}
          onDone={() => {
            running.reload();
            setRunsDone((done) => done + 1);
            setRunning(undefined);
          }}
          onClose={() => setRunning(undefined)}
        />
      )}
    </>
  );
}
