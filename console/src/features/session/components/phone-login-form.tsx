import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '@console/lib/app-services/app-services';
import { phoneProblem } from '@console/lib/validation/phone';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  codeRow: { display: 'flex', columnGap: tokens.spacingHorizontalS },
  codeInput: { flexGrow: 1 },
});

/**
 * Login by phone code (SPEC.md §1). The form checks the phone rules of SPEC.md §5; the server
 * has no SMS grant yet, so sending a code says so instead of pretending.
 */
export function PhoneLoginForm() {
  const { t } = useTranslation('session');
  const { t: common } = useTranslation();
  const styles = useStyles();
  const { notifyError } = useAppServices();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();

  const checkPhone = (): boolean => {
    const problem = phoneProblem(phone);
    setPhoneError(problem && common(problem));
    return problem === undefined;
  };
  const sendCode = () => {
    if (checkPhone()) notifyError(t('login.phoneNotOpen'));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const phoneOk = checkPhone();
    setCodeError(code.trim() === '' ? t('login.codeRequired') : undefined);
    if (phoneOk && code.trim() !== '') notifyError(t('login.phoneNotOpen'));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
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
            value={code}
            onChange={(_, data) => setCode(data.value)}
          />
          <Button onClick={sendCode}>{t('login.sendCode')}</Button>
        </div>
      </Field>
      <Button appearance="primary" type="submit">
        {t('login.submit')}
      </Button>
    </form>
  );
}
