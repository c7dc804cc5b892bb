import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { sessionMachine } from '@console/lib/session/session.machine';

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
  return useSessionSelector(useSessionActor(), selector);
}

/**
 * A value of the session's snapshot, re-rendering when it changes. The selector must answer the
 * same value for the same snapshot (a context field, a flag). React's own store hook stands in
 * for @xstate/react here to keep the login page's JavaScript within its budget.
 */
export function useSessionSelector<T>(actor: SessionActor, selector: (snapshot: SessionSnapshot) => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(subscribe, () => selector(actor.getSnapshot()));
}

/** Signed in, including while the logout call runs. */
export function isSignedIn(snapshot: SessionSnapshot): boolean {
  return snapshot.matches('authenticated') || snapshot.matches('loggingOut');
}

export function isLocked(snapshot: SessionSnapshot): boolean {
  return snapshot.matches({ authenticated: { screen: 'locked' } });
}
