import { makeStyles, Tab, TabList, Title2, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useTabInAddress } from '@console/hooks/use-tab-in-address';
import { InfoForm } from '@console/features/info/components/info-form';
import { PasswordForm } from '@console/features/info/components/password-form';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalL,
    maxWidth: '560px',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
});

const infoTabs = ['info', 'password'] as const;
type InfoTab = (typeof infoTabs)[number];

/** /info/index (SPEC.md §2): the user's own profile and password. */
export function InfoPage() {
  const { t } = useTranslation('info');
  const styles = useStyles();
  const [tab, showTab] = useTabInAddress(infoTabs);
  return (
    <section className={styles.page}>
      <Title2 as="h1">{t('title')}</Title2>
      <TabList selectedValue={tab} onTabSelect={(_, data) => showTab(data.value as InfoTab)}>
        <Tab value="info">{t('infoTab')}</Tab>
        <Tab value="password">{t('passwordTab')}</Tab>
      </TabList>
      {tab === 'info' ? <InfoForm /> : <PasswordForm />}
    </section>
  );
}
