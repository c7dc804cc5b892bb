import { makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { WrenchRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    rowGap: tokens.spacingVerticalM,
    paddingTop: tokens.spacingVerticalXXXL,
    color: tokens.colorNeutralForeground2,
  },
  icon: { fontSize: '48px' },
});

/** A menu whose page is not built yet says so, instead of showing a screen that does nothing. */
export function NotAvailablePage() {
  const { t } = useTranslation('errors');
  const styles = useStyles();
  return (
    <section className={styles.page}>
      <WrenchRegular className={styles.icon} />
      <Title2 as="h1">{t('notAvailable')}</Title2>
      <Text>{t('notAvailableDetail')}</Text>
    </section>
  );
}
