import { Button, Link, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PublicFrame } from '@console/components/layout/public-frame';
import { RegisterFields } from '@console/features/session/components/register-fields';
import {
  blankRegisterForm,
  registerBody,
  type RegisterForm,
  registerProblem,
} from '@console/features/session/register-form';
import { useAppServices } from '@console/lib/app-services/app-services';
import { ApiError } from '@console/lib/http/api-error';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  footer: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
});

/** /register (SPEC.md §2, §5): sign up into a tenant; an administrator then grants roles. */
export function RegisterPage() {
  const { t } = useTranslation('session');
  const { t: common } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const { http, notifySuccess } = useAppServices();
  const [form, setForm] = useState<RegisterForm>(blankRegisterForm);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = registerProblem(form);
    setProblem(found && t(found));
    if (found) return;
    setBusy(true);
    try {
      const { msg } = await http.postForMessage('/api/blade-user/register', registerBody(form), {
        silent: true,
      });
      notifySuccess(msg || common('operationSuccess'));
      void navigate('/login');
    } catch (error) {
      setProblem((error instanceof ApiError && error.message) || common('submitFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicFrame heading={t('register.title')}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <RegisterFields form={form} setForm={setForm} problem={problem} />
        <div className={styles.footer}>
          <Link
            href="/login"
            onClick={(event) => {
              event.preventDefault();
              void navigate('/login');
            }}
          >
            {t('register.backToLogin')}
          </Link>
          <Button appearance="primary" type="submit" disabled={busy}>
            {t('register.submit')}
          </Button>
        </div>
      </form>
    </PublicFrame>
  );
}
