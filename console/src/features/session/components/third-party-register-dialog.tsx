import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
});

/**
 * The third-party registration dialog (SPEC.md §4): asks for a tenant account for a third-party
 * identity no account owns yet; on success the request awaits an administrator's approval and
 * the user is sent back to the login page (`onSubmitted`).
 */
export function ThirdPartyRegisterDialog({
  oauthId,
  onSubmitted,
}: {
  oauthId: string;
  onSubmitted: () => void;
}) {
  const { t } = useTranslation('session');
  const { t: common } = useTranslation();
  const styles = useStyles();
  const { http, notifySuccess } = useAppServices();
  const [form, setForm] = useState<RegisterForm>(blankRegisterForm);
  const [problem, setProblem] = useState<string>();

  const submit = async () => {
    const found = registerProblem(form);
    setProblem(found && t(found));
    if (found) return;
    try {
      await http.post('/api/blade-user/register-guest', { ...registerBody(form), oauthId }, { silent: true });
      notifySuccess(t('thirdPartyRegister.submitted'));
      onSubmitted();
    } catch (error) {
      setProblem((error instanceof ApiError && error.message) || common('submitFailed'));
    }
  };

  return (
    <Dialog open modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('thirdPartyRegister.title')}</DialogTitle>
          <DialogContent className={styles.form}>
            <RegisterFields form={form} setForm={setForm} problem={problem} />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => void submit()}>
              {t('register.submit')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
