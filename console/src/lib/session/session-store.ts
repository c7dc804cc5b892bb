import { site } from '@console/config/site';
import type { SessionInput, SessionMenus } from '@console/lib/session/session.machine';
import type { LockState, SignedInSession } from '@console/lib/session/session.types';
import { removeCookie, setCookie } from '@console/lib/storage/cookies';
import { localStore } from '@console/lib/storage/local-store';

/**
 * The session as the browser keeps it between visits (SPEC.md §3): tokens (also as cookies, for
 * downloads that cannot send headers), tenant, user, menu, permission codes and the lock.
 */
export const sessionStore = {
  load(): Pick<SessionInput, 'session' | 'lock' | 'menu' | 'permissions'> {
    return {
      session: localStore.get<SignedInSession>('session'),
      lock: localStore.get<LockState>('lock'),
      menu: localStore.get('menu'),
      permissions: localStore.get('permission'),
    };
  },
  /** The access token the HTTP client sends; read at each call so a refresh applies at once. */
  accessToken(): string | undefined {
    return localStore.get<SignedInSession>('session')?.tokens.access || undefined;
  },
  saveSession(session: SignedInSession | undefined): void {
    if (!session) return;
    localStore.set('session', session);
    localStore.set('tenantId', session.tenantId);
    setCookie(site.accessTokenCookie, session.tokens.access);
    setCookie(site.refreshTokenCookie, session.tokens.refresh);
  },
  saveMenus({ menu, permissions }: SessionMenus): void {
    localStore.set('menu', menu);
    localStore.set('permission', permissions);
  },
  saveLock(lock: LockState): void {
    localStore.set('lock', lock);
  },
  /** The tenant last signed in to, offered again on the login form. */
  lastTenantId(): string | undefined {
    return localStore.get<string>('tenantId');
  },
  clear(): void {
    for (const name of ['session', 'menu', 'permission', 'lock']) localStore.remove(name);
    removeCookie(site.accessTokenCookie);
    removeCookie(site.refreshTokenCookie);
  },
};
