import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowExportRegular, SearchRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LineChart } from '@console/components/chart/line-chart';
import { EmptyState } from '@console/components/resource-screen/empty-state';
import { reportApi, type ReportRange, type ReportResult } from '@console/features/report/api/report-api';
import { ReportTable } from '@console/features/report/components/report-table';
import { useAppServices } from '@console/lib/app-services/app-services';
import { saveFile } from '@console/lib/exports/save-file';
import { dictionaryLabel, useDictionary } from '@console/lib/resources/dictionary';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

const useStyles = makeStyles({
  surface: { width: '80vw', maxWidth: '1100px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface ReportDialogProps {
  report: ResourceRecord;
  onClose: () => void;
}

/**
 * One report run: its groups over a range of days as a chart and a table, read again for each
 * range asked, and exported as xlsx over the range shown.
 */
export function ReportDialog({ report, onClose }: ReportDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation('report');
  const { http, hasPermission } = useAppServices();
  const api = useMemo(() => reportApi(http), [http]);
  const dimensions = useDictionary('report_dimension');
  const measures = useDictionary('report_measure');
  const [range, setRange] = useState<ReportRange>({ from: '', to: '' });
  const [asked, setAsked] = useState<ReportRange>(range);
  const [result, setResult] = useState<ReportResult>();
  const id = String(report.id);

  useEffect(() => {
    let current = true;
    api.run(id, asked).then(
      (answer) => {
        if (!current) return;
        setResult(answer);
        // The range the server chose (the last 30 days) shows in the inputs, ready to change.
        setRange({ from: answer.from, to: answer.to });
      },
      () => undefined, // the client has shown why
    );
    return () => {
      current = false;
    };
  }, [api, id, asked]);

  const groupLabel = dictionaryLabel(dimensions, report.dimension) ?? t('group');
  const valueLabel = dictionaryLabel(measures, report.measure) ?? t('value');
  const chart = useMemo(
    () =>
      result && {
        labels: result.rows.map((row) => row.name),
        series: [{ name: valueLabel, values: result.rows.map((row) => Number(row.value)) }],
        fractionDigits: result.measure === 'amount' ? 2 : 0,
        shape: result.chartType === 'line' ? ('line' as const) : ('bar' as const),
      },
    [result, valueLabel],
  );
  const exportFile = () =>
    result &&
    api.export(id, { from: result.from, to: result.to }).then(
      (file) => saveFile(file, `${result.name}-${result.from}-${result.to}.xlsx`),
      () => undefined,
    );

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{String(report.name)}</DialogTitle>
          <DialogContent className={styles.content}>
            <div className={styles.filters} role="search">
              <Field label={t('from')}>
                <Input
                  type="date"
                  value={range.from}
                  onChange={(_, data) => setRange({ ...range, from: data.value })}
                />
              </Field>
              <Field label={t('to')}>
                <Input
                  type="date"
                  value={range.to}
                  onChange={(_, data) => setRange({ ...range, to: data.value })}
                />
              </Field>
              <div className={styles.buttons}>
                <Button appearance="primary" icon={<SearchRegular />} onClick={() => setAsked({ ...range })}>
                  {t('query')}
                </Button>
                {hasPermission('report_rest_export') && (
                  <Button icon={<ArrowExportRegular />} disabled={!result} onClick={() => void exportFile()}>
                    {t('export')}
                  </Button>
                )}
              </div>
            </div>
            {result && <Text>{t('range', { from: result.from, to: result.to })}</Text>}
            {result?.truncated && (
              <MessageBar intent="warning">
                <MessageBarBody>{t('truncated', { count: result.rows.length })}</MessageBarBody>
              </MessageBar>
            )}
            {result && result.rows.length === 0 && <EmptyState />}
            {result && chart && result.rows.length > 0 && (
              <>
                <LineChart
                  title={t('chart', { name: String(report.name) })}
                  periodLabel={groupLabel}
                  {...chart}
                />
                <ReportTable result={result} groupLabel={groupLabel} valueLabel={valueLabel} />
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
