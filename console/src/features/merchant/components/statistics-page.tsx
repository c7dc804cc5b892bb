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
  Toolbar,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '@console/app/app-context';
import type { ExportStarted } from '@console/features/exports/api/export-job';
import { ExportButton } from '@console/features/exports/components/export-button';
import { TreeDropdown } from '@console/features/resources/components/tree-dropdown';
import { useTreeNodes } from '@console/features/merchant/api/use-tree-nodes';
import { LineChart } from '@console/features/merchant/components/line-chart';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  charts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

const api = '/api/prepaid-merchant/merchantStatistics';
const periods = ['day', 'week', 'month'] as const;
type Period = (typeof periods)[number];

/** One point of getStatisticsData: the period's first day and its totals (money as text). */
interface StatisticsPoint {
  period: string;
  newMerchants: number;
  orderCount: number;
  depositAmount: string;
  consumeAmount: string;
  refundAmount: string;
}

interface Range {
  merchantId: string;
  from: string;
  to: string;
}

/** Merchant statistics (/prepaid/merchant-statistics): series by day, week or month, and the export. */
export function StatisticsPage() {
  const styles = useStyles();
  const { t } = useTranslation('merchant');
  const { http } = useAppServices();
  const merchants = useTreeNodes('/api/prepaid-merchant/merchant/getMerchantTree');
  const [range, setRange] = useState<Range>({ merchantId: '', from: '', to: '' });
  const [period, setPeriod] = useState<Period>('day');
  const [asked, setAsked] = useState<Range & { period: Period }>({ ...range, period });
  const [points, setPoints] = useState<StatisticsPoint[]>([]);

  useEffect(() => {
    let current = true;
    http.get<{ series: StatisticsPoint[] }>(`${api}/getStatisticsData`, { ...asked }).then(
      (answer) => current && setPoints(answer.series),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [http, asked]);

  const start = useCallback(
    () => http.post<ExportStarted>(`${api}/export`, { ...asked, period: undefined }),
    [http, asked],
  );
  const labels = points.map((point) => point.period);
  const amount = (key: 'depositAmount' | 'consumeAmount' | 'refundAmount') => ({
    name: t(`statistics.${key}`),
    values: points.map((point) => Number(point[key])),
  });

  return (
    <section className={styles.page} aria-label={t('statistics.title')}>
      <div className={styles.filters} role="search">
        <Field label={t('statistics.merchant')}>
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
        <Toolbar>
          <Button
            appearance="primary"
            icon={<SearchRegular />}
            onClick={() => setAsked({ ...range, period })}
          >
            {t('statistics.query')}
          </Button>
          <ExportButton permission="merchant_statistics_export" start={start} />
        </Toolbar>
      </div>
      {points.length === 0 ? (
        <Text className={styles.muted}>{t('statistics.noData')}</Text>
      ) : (
        <div className={styles.charts}>
          <Card>
            <Text weight="semibold">{t('statistics.counts')}</Text>
            <LineChart
              title={t('statistics.counts')}
              labels={labels}
              series={[
                { name: t('statistics.orderCount'), values: points.map((point) => point.orderCount) },
                { name: t('statistics.newMerchants'), values: points.map((point) => point.newMerchants) },
              ]}
            />
          </Card>
          <Card>
            <Text weight="semibold">{t('statistics.amounts')}</Text>
            <LineChart
              title={t('statistics.amounts')}
              labels={labels}
              series={[amount('depositAmount'), amount('consumeAmount'), amount('refundAmount')]}
            />
          </Card>
        </div>
      )}
    </section>
  );
}
