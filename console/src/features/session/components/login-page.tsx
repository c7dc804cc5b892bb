import { Link, makeStyles, ToggleButton, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PublicFrame } from '@console/components/layout/public-frame';
import { AccountLoginForm } from '@console/features/session/components/account-login-form';
import { PhoneLoginForm } from '@console/features/session/components/phone-login-form';
import { ThirdPartyLogin } from '@console/features/session/components/third-party-login';

const useStyles = makeStyles({
  modes: { display: 'flex', columnGap: tokens.spacingHorizontalS },
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
      {/* Toggle buttons rather than a TabList: the login page's JavaScript stays within budget. */}
      <div className={styles.modes} role="group">
        {(['account', 'phone'] as const).map((mode) => (
          <ToggleButton key={mode} appearance="subtle" checked={tab === mode} onClick={() => setTab(mode)}>
            {t(mode === 'account' ? 'login.accountTab' : 'login.phoneTab')}
          </ToggleButton>
        ))}
      </div>
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
