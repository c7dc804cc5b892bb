import {
  Button,
  Card,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Text,
  tokens,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LineChart } from '@console/components/chart/line-chart';
import { ExportButton } from '@console/components/export-button/export-button';
import { TreeDropdown } from '@console/components/field-editors/tree-dropdown';
import {
  type Period,
  periods,
  statisticsApi,
  type StatisticsPoint,
  type StatisticsRange,
} from '@console/features/merchant/api/statistics-api';
import { statisticsCharts } from '@console/features/merchant/api/statistics-charts';
import { StatisticsTable } from '@console/features/merchant/components/statistics-table';
import { useAppServices } from '@console/lib/app-services/app-services';
import { useTreeNodes } from '@console/lib/resources/use-tree-nodes';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  // The search form's spacing (search-form.tsx); Fluent's Toolbar would set its buttons edge to edge.
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
  // The merchant picker fills the box it is given (fill-width.ts): a box of its own, a merchant's name wide.
  merchant: { width: '250px' },
  charts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});

/**
 * Merchant statistics (/prepaid/merchant-statistics): series by day, week or month, each
 * merchant's days in a paged table, and the export; all over the range last asked for.
 */
export function StatisticsPage() {
  const styles = useStyles();
  const { t } = useTranslation('merchant');
  const { http } = useAppServices();
  const api = useMemo(() => statisticsApi(http), [http]);
  const merchants = useTreeNodes('/api/prepaid-merchant/merchant/getMerchantTree');
  const [range, setRange] = useState<StatisticsRange>({ merchantId: '', from: '', to: '' });
  const [period, setPeriod] = useState<Period>('day');
  const [asked, setAsked] = useState<StatisticsRange & { period: Period }>({ ...range, period });
  const [points, setPoints] = useState<StatisticsPoint[]>([]);

  useEffect(() => {
    let current = true;
    // The last range's charts would read as this one's while it loads, or if it fails.
    setPoints([]);
    api.series(asked, asked.period).then(
      (series) => current && setPoints(series),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, asked]);

  const start = useCallback(() => api.export(asked), [api, asked]);
  const charts = useMemo(() => statisticsCharts(points, (figure) => t(`statistics.${figure}`)), [points, t]);

  return (
    <section className={styles.page} aria-label={t('statistics.title')}>
      <div className={styles.filters} role="search">
        <Field className={styles.merchant} label={t('statistics.merchant')}>
          <TreeDropdown
            nodes={merchants}
            value={range.merchantId}
            ariaLabel={t('statistics.merchant')}
            onChange={(merchantId) => setRange({ ...range, merchantId })}
          />
        </Field>
        <Field label={t('statistics.from')}>
          <Input
            type="date"
            value={range.from}
            onChange={(_, data) => setRange({ ...range, from: data.value })}
          />
        </Field>
        <Field label={t('statistics.to')}>
          <Input
            type="date"
            value={range.to}
            onChange={(_, data) => setRange({ ...range, to: data.value })}
          />
        </Field>
        <Field label={t('statistics.period')}>
          <Dropdown
            value={t(`statistics.periods.${period}`)}
            selectedOptions={[period]}
            onOptionSelect={(_, data) => setPeriod((data.optionValue as Period) ?? 'day')}
          >
            {periods.map((choice) => (
              <Option key={choice} value={choice}>
                {t(`statistics.periods.${choice}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <div className={styles.buttons}>
          <Button
            appearance="primary"
            icon={<SearchRegular />}
            onClick={() => setAsked({ ...range, period })}
          >
            {t('statistics.query')}
          </Button>
          <ExportButton permission="merchant_statistics_export" start={start} />
        </div>
      </div>
      {/* No series, no charts: the days' table says the range is empty, once for the page (a
          range without a point has no day either, the series summing the same days). */}
      {points.length > 0 && (
        <div className={styles.charts}>
          <Card>
            <Text weight="semibold">{t('statistics.counts')}</Text>
            <LineChart
              title={t('statistics.counts')}
              periodLabel={t('statistics.period')}
              {...charts.counts}
            />
          </Card>
          <Card>
            <Text weight="semibold">{t('statistics.amounts')}</Text>
            <LineChart
              title={t('statistics.amounts')}
              periodLabel={t('statistics.period')}
              {...charts.amounts}
            />
          </Card>
        </div>
      )}
      <StatisticsTable range={asked} />
    </section>
  );
}
