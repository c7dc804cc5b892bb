import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { infoApi, type PasswordChange } from '@console/features/info/api/info-api';
import { useAppServices } from '@console/lib/app-services/app-services';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

const fields = ['oldPassword', 'newPassword', 'newPassword1'] as const;
const requiredMessage = {
  oldPassword: 'oldPasswordRequired',
  newPassword: 'newPasswordRequired',
  newPassword1: 'newPassword1Required',
} as const;
const blank: PasswordChange = { oldPassword: '', newPassword: '', newPassword1: '' };

/** The change-password tab: old, new and confirmation, checked here and by the server. */
export function PasswordForm() {
  const { t } = useTranslation('info');
  const { t: common } = useTranslation();
  const styles = useStyles();
  const { http, notifySuccess } = useAppServices();
  const [values, setValues] = useState<PasswordChange>(blank);
  const [errors, setErrors] = useState<Partial<Record<keyof PasswordChange, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<keyof PasswordChange, string>> = Object.fromEntries(
      fields.filter((name) => values[name] === '').map((name) => [name, t(requiredMessage[name])]),
    );
    if (!found.newPassword1 && values.newPassword !== values.newPassword1)
      found.newPassword1 = t('passwordsDiffer');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await infoApi(http).updatePassword(values);
      notifySuccess(common('operationSuccess'));
      setValues(blank);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate>
      {fields.map((name) => (
        <Field key={name} label={t(name)} required validationMessage={errors[name]}>
          <Input
            name={name}
            type="password"
            value={values[name]}
            onChange={(_, data) => setValues((current) => ({ ...current, [name]: data.value }))}
          />
        </Field>
      ))}
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={busy}>
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
