import { Avatar, Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { type ChangeEvent, type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { infoApi, type OwnInfo } from '@console/features/info/api/info-api';
import { avatarProblem } from '@console/features/info/avatar-file';
import { useAppServices } from '@console/lib/app-services/app-services';
import { phoneProblem } from '@console/lib/validation/phone';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  avatarRow: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalM },
  hidden: { display: 'none' },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

const textFields = ['realName', 'name', 'phone', 'email'] as const;
type TextField = (typeof textFields)[number];
const emptyInfo: OwnInfo = { avatar: '', name: '', realName: '', phone: '', email: '' };

/** The personal info tab: avatar (jpg/png ≤ 500 kb, uploaded first), names, phone and email. */
export function InfoForm() {
  const { t } = useTranslation('info');
  const { t: common } = useTranslation();
  const styles = useStyles();
  const { http, notifySuccess, notifyError } = useAppServices();
  const api = useMemo(() => infoApi(http), [http]);
  const fileInput = useRef<HTMLInputElement>(null);
  const [info, setInfo] = useState<OwnInfo>(emptyInfo);
  const [errors, setErrors] = useState<Partial<Record<TextField, string>>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api
      .info()
      .then((own) => setInfo({ ...emptyInfo, ...own }))
      .catch(() => undefined);
  }, [api]);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) return notifyError(t(problem));
    const link = await api.uploadFile(file);
    setInfo((current) => ({ ...current, avatar: link }));
  };

  const validate = (): boolean => {
    const phone = info.phone ? phoneProblem(info.phone) : undefined;
    const found: Partial<Record<TextField, string>> = {
      realName: info.realName?.trim() ? undefined : t('realNameRequired'),
      name: info.name?.trim() ? undefined : t('nameRequired'),
      phone: phone && common(phone),
      email: !info.email || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(info.email) ? undefined : t('emailFormat'),
    };
    setErrors(found);
    return Object.values(found).every((message) => message === undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    setBusy(true);
    try {
      await api.updateInfo(info);
      notifySuccess(common('updateSuccess'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate>
      <Field label={t('avatar')} hint={t('avatarHint')}>
        <div className={styles.avatarRow}>
          <Avatar size={64} name={info.name ?? undefined} image={{ src: info.avatar || undefined }} />
          <Button onClick={() => fileInput.current?.click()}>{t('uploadAvatar')}</Button>
          <input
            ref={fileInput}
            className={styles.hidden}
            type="file"
            name="avatar"
            accept="image/jpeg,image/png"
            onChange={(event) => void upload(event).catch(() => undefined)}
          />
        </div>
      </Field>
      {textFields.map((name) => (
        <Field
          key={name}
          label={t(name)}
          required={name === 'realName' || name === 'name'}
          validationMessage={errors[name]}
        >
          <Input
            name={name}
            value={info[name] ?? ''}
            onChange={(_, data) => setInfo((current) => ({ ...current, [name]: data.value }))}
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
