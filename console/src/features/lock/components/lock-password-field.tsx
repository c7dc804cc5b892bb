import { Field, Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** The lock password, required once the user has tried to submit; for locking and for unlocking. */
export function LockPasswordField({
  name,
  password,
  tried,
  onChange,
}: {
  name: string;
  password: string;
  tried: boolean;
  onChange: (password: string) => void;
}) {
  const { t } = useTranslation('lock');
  return (
    <Field
      label={t('password')}
      required
      validationMessage={tried && password === '' ? t('passwordRequired') : undefined}
    >
      <Input name={name} type="password" value={password} onChange={(_, data) => onChange(data.value)} />
    </Field>
  );
}
