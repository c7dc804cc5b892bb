import { Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterForm } from '@console/features/session/register-form';

const fields = ['tenantId', 'name', 'account', 'password', 'password2'] as const;

/** The register form's fields and its first problem; shared by /register and the third-party dialog. */
export function RegisterFields({
  form,
  setForm,
  problem,
}: {
  form: RegisterForm;
  setForm: Dispatch<SetStateAction<RegisterForm>>;
  problem: string | undefined;
}) {
  const { t } = useTranslation('session');
  return (
    <>
      {problem && (
        <MessageBar intent="error">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
      {fields.map((name) => (
        <Field key={name} label={t(`register.${name}`)} required={name !== 'name'}>
          <Input
            name={name}
            type={name.startsWith('password') ? 'password' : 'text'}
            value={form[name]}
            onChange={(_, data) => setForm((current) => ({ ...current, [name]: data.value }))}
          />
        </Field>
      ))}
    </>
  );
}
