import { Card, CardHeader, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useFigures } from '@console/features/welcome/api/use-figures';
import { ListLink } from '@console/features/welcome/components/list-link';
import type { MerchantFigures as Figures } from '@services/desk/dashboard/dashboard.wire';

const useStyles = makeStyles({
  figure: { fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800 },
  rows: {
    display: 'grid',
    gridTemplateColumns: '1fr max-content',
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  value: { margin: 0, textAlign: 'end' },
});

/** Merchants, and how many stand at each step of their bank account verification. */
export function MerchantFigures() {
  const { t } = useTranslation('welcome');
  const styles = useStyles();
  const figures = useFigures<Figures>('/api/blade-desk/dashboard/merchants', 'merchant_view');
  if (figures === null) return null;
  return (
    <Card role="region" aria-labelledby="home-merchants">
      <CardHeader
        header={
          <Text as="h2" id="home-merchants" weight="semibold">
            {t('merchants.title')}
          </Text>
        }
      />
      {figures === undefined ? (
        <Spinner size="tiny" />
      ) : (
        <>
          <ListLink to="/prepaid/merchant/index" label={`${t('merchants.title')} ${figures.total}`}>
            <span className={styles.figure}>{figures.total}</span>
          </ListLink>
          <dl className={styles.rows}>
            {figures.byVerification.map((row) => (
              <div key={row.status} style={{ display: 'contents' }}>
                <dt>{t(`merchants.${row.status}`)}</dt>
                <dd className={styles.value}>{row.count}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </Card>
  );
}
