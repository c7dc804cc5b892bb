import { Link, makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PublicFrame } from '@console/features/layout/components/public-frame';
import { AccountLoginForm } from '@console/features/session/components/account-login-form';
import { PhoneLoginForm } from '@console/features/session/components/phone-login-form';
import { ThirdPartyLogin } from '@console/features/session/components/third-party-login';

const useStyles = makeStyles({
  footer: { display: 'flex', justifyContent: 'flex-end', marginTop: tokens.spacingVerticalS },
});

type LoginTab = 'account' | 'phone';

/** /login (SPEC.md §2): account and password with captcha, or phone code, or a third party. */
export function LoginPage() {
  const { t } = useTranslation('session');
  const styles = useStyles();
  const navigate = useNavigate();
  const [tab, setTab] = useState<LoginTab>('account');
  return (
    <PublicFrame heading={t('login.title')}>
      <TabList
        selectedValue={tab}
        onTabSelect={(_, data) => setTab(data.value === 'phone' ? 'phone' : 'account')}
      >
        <Tab value="account">{t('login.accountTab')}</Tab>
        <Tab value="phone">{t('login.phoneTab')}</Tab>
      </TabList>
      {tab === 'account' ? <AccountLoginForm /> : <PhoneLoginForm />}
      <ThirdPartyLogin />
      <div className={styles.footer}>
        <Link
          href="/register"
          onClick={(event) => {
            event.preventDefault();
            void navigate('/register');
          }}
        >
          {t('login.register')}
        </Link>
      </div>
    </PublicFrame>
  );
}
