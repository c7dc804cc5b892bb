import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Tooltip,
} from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LockPasswordField } from '@console/features/lock/components/lock-password-field';
import { lockSecret } from '@console/features/lock/lock-secret';
import { useSessionActor } from '@console/lib/session/session-context';

/** Lock the screen with a password chosen now (SPEC.md §4); the guard then shows /lock. */
export function LockButton() {
  const { t } = useTranslation('lock');
  const { t: common } = useTranslation();
  const session = useSessionActor();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (password === '') return;
    session.send({ type: 'session.lock', password: lockSecret(password) });
    setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <Tooltip content={t('lock')} relationship="label">
        <Button appearance="subtle" icon={<LockClosedRegular />} onClick={() => setOpen(true)} />
      </Tooltip>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{t('setTitle')}</DialogTitle>
            <DialogContent>
              <LockPasswordField
                name="lockPassword"
                password={password}
                tried={tried}
                onChange={setPassword}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>{common('cancel')}</Button>
              <Button appearance="primary" type="submit">
                {t('submitLock')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
