import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { DocumentDismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXL,
    color: tokens.colorNeutralForeground3,
  },
  icon: { fontSize: tokens.fontSizeHero800 },
});

/** Nothing to show: no records, or a screen whose declaration could not be read. */
export function EmptyState() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.empty} role="status">
      <DocumentDismissRegular className={styles.icon} />
      <Text>{t('empty')}</Text>
    </div>
  );
}
