import { Card, CardHeader, makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSession } from '@console/lib/session/session-context';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
  },
});

/** /wel/index: the home tab, greeting the signed-in user. */
export function HomePage() {
  const { t } = useTranslation('welcome');
  const styles = useStyles();
  const session = useSession((snapshot) => snapshot.context.session);
  return (
    <section className={styles.page} data-page="home">
      <Title2 as="h1">{t('home.title')}</Title2>
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
    </section>
  );
}
