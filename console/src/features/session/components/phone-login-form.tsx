import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { site } from '@console/config/site';
import { useResendCountdown } from '@console/features/session/components/use-resend-countdown';
import { useAppServices } from '@console/lib/app-services/app-services';
import { authApi } from '@console/lib/session/auth-api';
import { useSessionActor } from '@console/lib/session/session-context';
import { sessionStore } from '@console/lib/session/session-store';
import { phoneProblem } from '@console/lib/validation/phone';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  codeRow: { display: 'flex', columnGap: tokens.spacingHorizontalS },
  codeInput: { flexGrow: 1 },
});

/**
 * Login by phone code (SPEC.md §1): the phone rules of SPEC.md §5 are checked here and again by
 * the server, which sends the code (prepaid-message) and signs in with the sms_code grant. The
 * server's refusals (wrong code, too frequent) arrive as the HTTP client's error messages.
 */
export function PhoneLoginForm() {
  const { t } = useTranslation('session');
  const { t: common } = useTranslation();
  const styles = useStyles();
  const { http, notifySuccess } = useAppServices();
  const session = useSessionActor();
  const navigate = useNavigate();
  const countdown = useResendCountdown();
  const [tenantId, setTenantId] = useState(sessionStore.lastTenantId() ?? site.defaultTenantId);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const checkPhone = (): boolean => {
    const problem = phoneProblem(phone);
    setPhoneError(problem && common(problem));
    return problem === undefined;
  };
  const sendCode = () => {
    if (!checkPhone()) return;
    authApi(http)
      .sendPhoneCode(tenantId.trim(), phone.trim())
      .then(() => {
        countdown.start();
        notifySuccess(t('login.codeSent'));
      })
      .catch(() => undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const phoneOk = checkPhone();
    setCodeError(code.trim() === '' ? t('login.codeRequired') : undefined);
    if (!phoneOk || code.trim() === '') return;
    setBusy(true);
    authApi(http)
      .phoneLogin(tenantId.trim(), phone.trim(), code.trim())
      .then((answer) => {
        session.send({ type: 'session.signedIn', answer });
        void navigate('/', { replace: true });
      })
      .catch(() => setCode(''))
      .finally(() => setBusy(false));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {site.tenantMode && (
        <Field label={t('login.tenantId')} required>
          <Input name="tenantId" value={tenantId} onChange={(_, data) => setTenantId(data.value)} />
        </Field>
      )}
      <Field label={t('login.phone')} required validationMessage={phoneError}>
        <Input
          name="phone"
          type="tel"
          value={phone}
          onChange={(_, data) => setPhone(data.value)}
          onBlur={checkPhone}
        />
      </Field>
      <Field label={t('login.code')} required validationMessage={codeError}>
        <div className={styles.codeRow}>
          <Input
            className={styles.codeInput}
            name="code"
            autoComplete="one-time-code"
            value={code}
            onChange={(_, data) => setCode(data.value)}
          />
          <Button onClick={sendCode} disabled={countdown.left > 0}>
            {countdown.left > 0 ? t('login.resendIn', { seconds: countdown.left }) : t('login.sendCode')}
          </Button>
        </div>
      </Field>
      <Button appearance="primary" type="submit" disabled={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
