import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicFrame } from '@console/components/layout/public-frame';
import { LockPasswordField } from '@console/features/lock/components/lock-password-field';
import { lockSecret } from '@console/features/lock/lock-secret';
import { useSession, useSessionActor } from '@console/lib/session/session-context';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  actions: { display: 'flex', columnGap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

/** /lock: the password set when locking unlocks; a wrong one is refused by the session. */
export function LockPage() {
  const { t } = useTranslation('lock');
  const styles = useStyles();
  const session = useSessionActor();
  const userName = useSession((snapshot) => snapshot.context.session?.userInfo.user_name ?? '');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (password !== '') session.send({ type: 'session.unlock', password: lockSecret(password) });
  };
  return (
    <PublicFrame heading={`${t('title')} · ${userName}`}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <LockPasswordField name="unlockPassword" password={password} tried={tried} onChange={setPassword} />
        <div className={styles.actions}>
          <Button onClick={() => session.send({ type: 'session.logout' })}>{t('logout')}</Button>
          <Button appearance="primary" type="submit">
            {t('unlock')}
          </Button>
        </div>
      </form>
    </PublicFrame>
  );
}
