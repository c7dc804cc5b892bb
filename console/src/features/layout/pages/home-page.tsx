import { Card, CardHeader, makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSession } from '@console/features/session/session-context';

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
  const { t } = useTranslation('layout');
  const styles = useStyles();
  const session = useSession((snapshot) => snapshot.context.session);
  return (
    <section className={styles.page} data-page="home">
      <Title2 as="h1">{t('welcome.title')}</Title2>
      <Card>
        <CardHeader
          header={
            <Text weight="semibold">
              {t('welcome.greeting', { name: session?.userInfo.user_name ?? '' })}
            </Text>
          }
        />
        <dl className={styles.facts}>
          <dt>{t('welcome.tenant')}</dt>
          <dd>{session?.tenantId}</dd>
          <dt>{t('welcome.account')}</dt>
          <dd>{session?.userInfo.account}</dd>
          <dt>{t('welcome.role')}</dt>
          <dd>{session?.userInfo.role_name}</dd>
        </dl>
      </Card>
    </section>
  );
}
