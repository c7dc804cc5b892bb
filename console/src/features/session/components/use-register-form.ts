import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  blankRegisterForm,
  registerBody,
  type RegisterForm,
  registerProblem,
} from '@console/features/session/register-form';
import { ApiError } from '@console/lib/http/api-error';

/**
 * The register form's state and its submission, for /register and the third-party dialog: the
 * form's first problem, or else the server's refusal, is shown above the fields.
 */
export function useRegisterForm(send: (body: RegisterForm) => Promise<void>) {
  const { t } = useTranslation('session');
  const { t: common } = useTranslation();
  const [form, setForm] = useState<RegisterForm>(blankRegisterForm);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const found = registerProblem(form);
    setProblem(found && t(found));
    if (found) return;
    setBusy(true);
    try {
      await send(registerBody(form));
    } catch (error) {
      setProblem((error instanceof ApiError && error.message) || common('submitFailed'));
    } finally {
      setBusy(false);
    }
  };
  return { fields: { form, setForm, problem }, busy, submit };
}
