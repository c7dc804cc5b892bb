import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { site } from '@console/config/site';
import { useCaptcha } from '@console/features/session/components/use-captcha';
import { useAppServices } from '@console/lib/app-services/app-services';
import { authApi } from '@console/lib/session/auth-api';
import { useSession, useSessionActor } from '@console/lib/session/session-context';
import { sessionStore } from '@console/lib/session/session-store';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  captchaRow: { display: 'flex', columnGap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  captchaInput: { flexGrow: 1 },
  captchaImage: {
    // As high as the input beside it; the width follows the PNG's proportions.
    height: '32px',
    width: 'auto',
    cursor: 'pointer',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
});

type Field = 'tenantId' | 'account' | 'password' | 'captchaCode';
const requiredMessage = {
  tenantId: 'login.tenantRequired',
  account: 'login.accountRequired',
  password: 'login.passwordRequired',
  captchaCode: 'login.captchaRequired',
} as const;

/** Tenant, account, password and captcha (SPEC.md §1); authApi.login hashes the password. */
export function AccountLoginForm() {
  const { t } = useTranslation('session');
  const styles = useStyles();
  const { http } = useAppServices();
  const session = useSessionActor();
  const busy = useSession((snapshot) => snapshot.matches('loggingIn'));
  const failures = useSession((snapshot) => snapshot.context.loginFailures);
  const { captcha, refresh } = useCaptcha();
  const [values, setValues] = useState<Record<Field, string>>({
    tenantId: sessionStore.lastTenantId() ?? site.defaultTenantId,
    account: '',
    password: '',
    captchaCode: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  // A tenant served on its own domain fills in its id (blade-system/tenant/info).
  useEffect(() => {
    authApi(http)
      .tenantOfDomain(window.location.hostname)
      .then(
        (tenant) => tenant.tenantId && setValues((current) => ({ ...current, tenantId: tenant.tenantId! })),
      )
      .catch(() => undefined);
  }, [http]);

  // The captcha was spent by the failed attempt: draw another.
  useEffect(() => {
    if (failures === 0) return;
    setValues((current) => ({ ...current, captchaCode: '' }));
    refresh();
  }, [failures, refresh]);

  const change = (field: Field) => (_: unknown, data: { value: string }) => {
    setValues((current) => ({ ...current, [field]: data.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = (Object.keys(requiredMessage) as Field[]).filter((field) => values[field].trim() === '');
    setErrors(Object.fromEntries(missing.map((field) => [field, t(requiredMessage[field])])));
    if (missing.length > 0 || !captcha) return;
    session.send({
      type: 'session.login',
      credentials: {
        tenantId: values.tenantId.trim(),
        account: values.account.trim(),
        password: values.password,
        captchaKey: captcha.key,
        captchaCode: values.captchaCode.trim(),
      },
    });
  };

  const field = (name: Field) => ({
    validationMessage: errors[name],
    validationState: errors[name] ? ('error' as const) : ('none' as const),
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {site.tenantMode && (
        <Field label={t('login.tenantId')} required {...field('tenantId')}>
          <Input name="tenantId" value={values.tenantId} onChange={change('tenantId')} />
        </Field>
      )}
      <Field label={t('login.account')} required {...field('account')}>
        <Input name="account" autoComplete="username" value={values.account} onChange={change('account')} />
      </Field>
      <Field label={t('login.password')} required {...field('password')}>
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
        />
      </Field>
      <Field label={t('login.captcha')} required {...field('captchaCode')}>
        <div className={styles.captchaRow}>
          <Input
            className={styles.captchaInput}
            name="captchaCode"
            autoComplete="off"
            value={values.captchaCode}
            onChange={change('captchaCode')}
          />
          {captcha && (
            <img
              className={styles.captchaImage}
              src={captcha.image}
              alt={t('login.captchaAlt')}
              onClick={refresh}
            />
          )}
        </div>
      </Field>
      <Button appearance="primary" type="submit" disabled={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
