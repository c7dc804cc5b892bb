import { Card, CardHeader, makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { AbnormalFigures } from '@console/features/welcome/components/abnormal-figures';
import { GoodsFigures } from '@console/features/welcome/components/goods-figures';
import { LatestNotices } from '@console/features/welcome/components/latest-notices';
import { MerchantFigures } from '@console/features/welcome/components/merchant-figures';
import { MoneyFigures } from '@console/features/welcome/components/money-figures';
import { WaitingTasks } from '@console/features/welcome/components/waiting-tasks';
import { useSession } from '@console/lib/session/session-context';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
  },
});

/**
 * /wel/index: the home tab. It greets the signed-in user, lists the latest notices and the tasks
 * waiting for them, and shows the figures of merchants, money and goods, each only to those whose
 * menus reach its list.
 */
export function HomePage() {
  const { t } = useTranslation('welcome');
  const styles = useStyles();
  const session = useSession((snapshot) => snapshot.context.session);
  return (
    <section className={styles.page} data-page="home">
      <Title2 as="h1">{t('home.title')}</Title2>
      <div className={styles.cards}>
        <Card>
          <CardHeader
            header={
              <Text weight="semibold">{t('home.greeting', { name: session?.userInfo.user_name ?? '' })}</Text>
            }
          />
          <dl className={styles.facts}>
            <dt>{t('home.tenant')}</dt>
            <dd>{session?.tenantId}</dd>
            <dt>{t('home.account')}</dt>
            <dd>{session?.userInfo.account}</dd>
            <dt>{t('home.role')}</dt>
            <dd>{session?.userInfo.role_name}</dd>
          </dl>
        </Card>
        <LatestNotices />
        <WaitingTasks queue="todo" />
        <WaitingTasks queue="claim" />
        <MerchantFigures />
        <AbnormalFigures />
        <MoneyFigures />
        <GoodsFigures />
      </div>
    </section>
  );
}
