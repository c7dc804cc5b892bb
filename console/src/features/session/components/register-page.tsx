import { Button, Link, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PublicFrame } from '@console/components/layout/public-frame';
import { RegisterFields } from '@console/features/session/components/register-fields';
import { useRegisterForm } from '@console/features/session/components/use-register-form';
import { useAppServices } from '@console/lib/app-services/app-services';

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
  const { fields, busy, submit } = useRegisterForm(async (body) => {
    await http.post('/api/blade-user/register', body, { silent: true });
    // The console's own words, not the server's msg: English gets English.
    notifySuccess(common('operationSuccess'));
    void navigate('/login');
  });

  return (
    <PublicFrame heading={t('register.title')}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <RegisterFields {...fields} />
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
