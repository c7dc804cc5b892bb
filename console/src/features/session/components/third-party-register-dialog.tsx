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
import { useTranslation } from 'react-i18next';
import { RegisterFields } from '@console/features/session/components/register-fields';
import { useRegisterForm } from '@console/features/session/components/use-register-form';
import { useAppServices } from '@console/lib/app-services/app-services';

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
  const styles = useStyles();
  const { http, notifySuccess } = useAppServices();
  const { fields, submit } = useRegisterForm(async (body) => {
    await http.post('/api/blade-user/register-guest', { ...body, oauthId }, { silent: true });
    notifySuccess(t('thirdPartyRegister.submitted'));
    onSubmitted();
  });

  return (
    <Dialog open modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('thirdPartyRegister.title')}</DialogTitle>
          <DialogContent className={styles.form}>
            <RegisterFields {...fields} />
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
