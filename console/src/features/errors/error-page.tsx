import { Button, makeStyles, Text, Title1, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    rowGap: tokens.spacingVerticalL,
  },
  status: { fontSize: '96px', lineHeight: '96px', color: tokens.colorBrandForeground1 },
});

/** /404, /403 and /500 (SPEC.md §2), public. */
export function ErrorPage({ status }: { status: '404' | '403' | '500' }) {
  const { t } = useTranslation('errors');
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <Title1 as="h1" className={styles.status}>
        {status}
      </Title1>
      <Text size={500}>{t(`status${status}`)}</Text>
      <Button appearance="primary" onClick={() => void navigate('/')}>
        {t('backHome')}
      </Button>
    </main>
  );
}
