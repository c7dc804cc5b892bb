import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { sessionMachine } from '@console/features/session/machines/session.machine';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** The running session, provided by the app so that screens and tests can share one actor. */
export const SessionActorContext = createContext<SessionActor | undefined>(undefined);

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionActorContext);
  if (!actor) throw new Error('useSessionActor outside SessionActorContext');
  return actor;
}

export function useSession<T>(selector: (snapshot: SessionSnapshot) => T): T {
  return useSelector(useSessionActor(), selector);
}

/** Signed in, including while the logout call runs. */
export function isSignedIn(snapshot: SessionSnapshot): boolean {
  return snapshot.matches('authenticated') || snapshot.matches('loggingOut');
}

export function isLocked(snapshot: SessionSnapshot): boolean {
  return snapshot.matches({ authenticated: { screen: 'locked' } });
}
