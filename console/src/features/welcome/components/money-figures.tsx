import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LineChart } from '@console/components/chart/line-chart';
import { useFigures } from '@console/features/welcome/api/use-figures';
import { FigureCard } from '@console/features/welcome/components/figure-card';
import { ListLink } from '@console/features/welcome/components/list-link';
import type { MoneyFigures as Figures, MovedMoney } from '@services/desk/dashboard/dashboard.wire';

const useStyles = makeStyles({
  figures: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalS,
  },
  figure: { display: 'flex', flexDirection: 'column' },
  amount: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
});

/** Each of today's movements, the list it sums, and the right to open that list. */
const movements = [
  { key: 'deposits', label: 'todayDeposits', to: '/prepaid/depository/index', right: 'depository_view' },
  { key: 'consumption', label: 'todayConsumption', to: '/prepaid/consume/index', right: 'consume_view' },
  { key: 'refunds', label: 'todayRefunds', to: '/prepaid/refund-order/index', right: 'refund_order_view' },
] as const satisfies ReadonlyArray<{ key: keyof MovedMoney; label: string; to: string; right: string }>;

/** One amount under its label, a link to the list it sums for those who may open it. */
function Amount({ label, to, right, amount }: { label: string; to: string; right: string; amount: string }) {
  const styles = useStyles();
  return (
    <div className={styles.figure}>
      <Text>{label}</Text>
      <ListLink to={to} right={right} label={`${label} ${amount}`}>
        <span className={styles.amount}>{amount}</span>
      </ListLink>
    </div>
  );
}

/** The supervised account's balance, today's deposits, consumption and refunds, and their course. */
export function MoneyFigures() {
  const { t } = useTranslation('welcome');
  const styles = useStyles();
  const figures = useFigures<Figures>('/api/blade-desk/dashboard/money', 'order_view');
  if (figures === null) return null;
  return (
    <FigureCard id="home-money" title={t('money.title')} figures={figures} wide>
      {(figures) => (
        <>
          <div className={styles.figures}>
            <Amount
              label={t('money.balance')}
              to="/prepaid/orders/index"
              right="order_view"
              amount={figures.supervisedBalance}
            />
            {movements.map(({ key, label, to, right }) => (
              <Amount
                key={key}
                label={t(`money.${label}`)}
                to={to}
                right={right}
                amount={figures.today[key]}
              />
            ))}
          </div>
          <LineChart
            title={t('money.trend')}
            periodLabel={t('money.day')}
            labels={figures.perDay.map((day) => day.day.slice(5))}
            series={movements.map(({ key }) => ({
              name: t(`money.${key}`),
              values: figures.perDay.map((day) => Number(day[key])),
            }))}
            fractionDigits={2}
          />
        </>
      )}
    </FigureCard>
  );
}
