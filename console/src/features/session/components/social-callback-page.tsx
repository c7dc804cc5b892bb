import { Link, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PublicFrame } from '@console/components/layout/public-frame';
import { ThirdPartyRegisterDialog } from '@console/features/session/components/third-party-register-dialog';
import { useAppServices } from '@console/lib/app-services/app-services';
import { ApiError } from '@console/lib/http/api-error';
import { authApi } from '@console/lib/session/auth-api';
import { useSessionActor } from '@console/lib/session/session-context';

type Outcome =
  { kind: 'working' } | { kind: 'register'; oauthId: string } | { kind: 'failed'; message: string };

/** The oauth id an answer carries when the identity has no account yet (WIRE.md, social grant). */
function unregisteredOauthId(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return undefined;
  const oauthId = (error.body as { oauth_id?: unknown }).oauth_id;
  return typeof oauthId === 'string' ? oauthId : undefined;
}

/**
 * /oauth/redirect/{source}: where a third-party provider sends the browser back. It completes the
 * social grant and signs in; an identity no account owns yet is offered the registration dialog.
 */
export function SocialCallbackPage() {
  const { t } = useTranslation('session');
  const { source = '' } = useParams();
  const [query] = useSearchParams();
  const { http } = useAppServices();
  const actor = useSessionActor();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  // The provider's code is single use: StrictMode's second effect run must not send it again.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const answer = {
      code: query.get('code') ?? '',
      state: query.get('state') ?? '',
      iss: query.get('iss') ?? undefined,
    };
    authApi(http)
      .socialLogin(source, answer)
      .then((tokens) => {
        actor.send({ type: 'session.signedIn', answer: tokens });
        void navigate('/', { replace: true });
      })
      .catch((error: unknown) => {
        const oauthId = unregisteredOauthId(error);
        if (oauthId) setOutcome({ kind: 'register', oauthId });
        else
          setOutcome({
            kind: 'failed',
            message: (error instanceof Error && error.message) || t('login.thirdPartyFailed'),
          });
      });
  }, [actor, http, navigate, query, source, t]);

  return (
    <PublicFrame heading={t('login.thirdParty')}>
      {outcome.kind === 'working' && <Spinner label={t('login.thirdPartyFinishing')} />}
      {outcome.kind === 'failed' && (
        <MessageBar intent="error">
          <MessageBarBody>{outcome.message}</MessageBarBody>
        </MessageBar>
      )}
      {outcome.kind === 'register' && (
        <ThirdPartyRegisterDialog
          oauthId={outcome.oauthId}
          onSubmitted={() => void navigate('/login', { replace: true })}
        />
      )}
      {outcome.kind !== 'working' && <Link href="/login">{t('register.backToLogin')}</Link>}
    </PublicFrame>
  );
}
