import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LineChart } from '@console/components/chart/line-chart';
import { useFigures } from '@console/features/welcome/api/use-figures';
import { FigureCard } from '@console/features/welcome/components/figure-card';
import { ListLink } from '@console/features/welcome/components/list-link';
import type { GoodsFigures as Figures } from '@services/desk/dashboard/dashboard.wire';

const useStyles = makeStyles({
  statuses: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalS,
  },
  status: { display: 'flex', flexDirection: 'column' },
  figure: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
});

/** 0 草稿 … 5 已删除, as goods.wire.ts numbers them. */
const statusKeys = ['draft', 'awaitingAudit', 'onSale', 'rejected', 'offSale', 'recycled'] as const;

/** Goods by status (awaiting audit first among equals) and those submitted for audit each day. */
export function GoodsFigures() {
  const { t } = useTranslation('welcome');
  const styles = useStyles();
  const figures = useFigures<Figures>('/api/blade-desk/dashboard/goods', 'goods_view');
  if (figures === null) return null;
  const count = (status: number) => figures?.byStatus.find((row) => row.status === status)?.count ?? 0;
  return (
    <FigureCard id="home-goods" title={t('goods.title')} figures={figures} wide>
      {(figures) => (
        <>
          <div className={styles.statuses}>
            {statusKeys.map((key, status) => (
              <div key={key} className={styles.status}>
                <Text>{t(`goods.${key}`)}</Text>
                <ListLink to="/prepaid/goods/index" label={`${t(`goods.${key}`)} ${count(status)}`}>
                  <span className={styles.figure}>{count(status)}</span>
                </ListLink>
              </div>
            ))}
          </div>
          <LineChart
            title={t('goods.trend')}
            periodLabel={t('goods.day')}
            labels={figures.submittedPerDay.map((day) => day.day.slice(5))}
            series={[{ name: t('goods.submitted'), values: figures.submittedPerDay.map((day) => day.count) }]}
            fractionDigits={0}
          />
        </>
      )}
    </FigureCard>
  );
}
