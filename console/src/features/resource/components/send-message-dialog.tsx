import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '@console/lib/app-services/app-services';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
});

/**
 * Sends one message with the tenant's enabled SMS setting (blade-resource/sms/endpoint/
 * send-message): a template code, comma-joined phones and the template's values as JSON. The
 * server checks each phone by SPEC.md §5 and answers the first problem.
 */
export function SendMessageDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('resource');
  const { t: common } = useTranslation();
  const styles = useStyles();
  const { http, notifySuccess } = useAppServices();
  const [values, setValues] = useState({ code: '', phones: '', params: '' });
  const [busy, setBusy] = useState(false);
  const change = (field: keyof typeof values) => (_: unknown, data: { value: string }) =>
    setValues((current) => ({ ...current, [field]: data.value }));

  const send = () => {
    setBusy(true);
    http
      .post('/api/blade-resource/sms/endpoint/send-message', values)
      .then(() => {
        notifySuccess(t('send.sent'));
        onClose();
      })
      .catch(() => undefined) // the client has shown why
      .finally(() => setBusy(false));
  };

  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('send.title')}</DialogTitle>
          <DialogContent className={styles.form}>
            <Field label={t('send.code')} required>
              <Input name="code" value={values.code} onChange={change('code')} />
            </Field>
            <Field label={t('send.phones')} hint={t('send.phonesHint')} required>
              <Input name="phones" value={values.phones} onChange={change('phones')} />
            </Field>
            <Field label={t('send.params')} hint={t('send.paramsHint')}>
              <Textarea name="params" value={values.params} onChange={change('params')} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{common('cancel')}</Button>
            <Button appearance="primary" disabled={busy} onClick={send}>
              {t('send.submit')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
