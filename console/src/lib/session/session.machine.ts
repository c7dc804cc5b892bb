import { assign, fromPromise, setup } from 'xstate';
import { lockScreen, unlocked } from '@console/lib/session/lock-state';
import {
  type Credentials,
  type LockState,
  type MenuNode,
  type Scope,
  type SignedInSession,
  type TokenAnswer,
  userInfoOf,
} from '@console/lib/session/session.types';

export interface SessionMenus {
  menu: MenuNode[];
  /** Every leaf code of menu/buttons (SPEC.md §6). */
  permissions: string[];
}

export interface SessionInput extends Partial<SessionMenus> {
  /** What the browser kept from the last visit. */
  session?: SignedInSession;
  lock?: LockState;
  /** Milliseconds since the epoch; the tests pass a simulated clock. */
  now: () => number;
  /** Seconds after the token's time at which it is refreshed (SPEC.md §9). */
  tokenTimeSeconds: number;
  refreshCheckMs: number;
}

export interface SessionContext extends SessionMenus {
  session?: SignedInSession;
  lock: LockState;
  now: () => number;
  tokenTimeSeconds: number;
  refreshCheckMs: number;
  /** Counts failed logins, so the login form knows to draw a new captcha. */
  loginFailures: number;
}

export type SessionEvent =
  | { type: 'session.login'; credentials: Credentials }
  /** A token answer obtained outside the login form: the third-party provider's callback. */
  | { type: 'session.signedIn'; answer: TokenAnswer }
  | { type: 'session.logout' }
  /** A 401 from any call: the session is over. */
  | { type: 'session.unauthorized' }
  | { type: 'session.lock'; password: string }
  | { type: 'session.unlock'; password: string }
  | { type: 'session.switch'; scope: Scope };

export interface RefreshInput {
  refreshToken: string;
  tenantId: string;
  scope?: Scope;
}

function notProvided(name: string): never {
  throw new Error(`the session's ${name} effect was not provided`);
}

/**
 * The session (SPEC.md §4): logging in, the signed-in session with its token refresh, menus and
 * lock screen running side by side, and logging out. Calls, storage and navigation are named
 * here and supplied by the app with `.provide()`.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    login: fromPromise<TokenAnswer, Credentials>(() => notProvided('login')),
    refresh: fromPromise<TokenAnswer, RefreshInput>(() => notProvided('refresh')),
    loadMenus: fromPromise<SessionMenus>(() => notProvided('loadMenus')),
    logout: fromPromise<void>(() => notProvided('logout')),
  },
  delays: {
    refreshCheck: ({ context }) => context.refreshCheckMs,
  },
  guards: {
    hasSession: ({ context }) => Boolean(context.session?.tokens.access),
    isLocked: ({ context }) => context.lock.locked,
    isTokenDue: ({ context }) =>
      context.session !== undefined &&
      (context.now() - context.session.tokens.time) / 1000 >= context.tokenTimeSeconds,
    isLockPassword: ({ context, event }) =>
      event.type === 'session.unlock' && event.password === context.lock.password,
  },
  actions: {
    signIn: assign(({ context }, answer: TokenAnswer) => ({
      session: sessionOf(answer, context.now()),
      lock: unlocked,
      menu: [],
      permissions: [],
    })),
    replaceTokens: assign(({ context }, answer: TokenAnswer) => ({
      session: sessionOf(answer, context.now()),
    })),
    signOut: assign({ session: undefined, lock: unlocked, menu: [], permissions: [] }),
    recordLoginFailure: assign({ loginFailures: ({ context }) => context.loginFailures + 1 }),
    setMenus: assign((_, menus: SessionMenus) => menus),
    lock: assign({ lock: (_, password: string) => lockScreen(password) }),
    unlock: assign({ lock: unlocked }),
    // Effects supplied by the app: storage, the tab bar, navigation and messages.
    saveSession: () => undefined,
    saveMenus: () => undefined,
    saveLock: () => undefined,
    clearStorage: () => undefined,
    clearTabs: () => undefined,
    goToLogin: () => undefined,
    goHome: () => undefined,
    rejectUnlock: () => undefined,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    session: input.session,
    lock: input.lock ?? unlocked,
    menu: input.menu ?? [],
    permissions: input.permissions ?? [],
    now: input.now,
    tokenTimeSeconds: input.tokenTimeSeconds,
    refreshCheckMs: input.refreshCheckMs,
    loginFailures: 0,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasSession', target: 'authenticated' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      on: {
        'session.login': 'loggingIn',
        'session.signedIn': {
          target: 'authenticated',
          actions: [
            { type: 'signIn', params: ({ event }) => event.answer },
            'saveSession',
            'saveLock',
            'clearTabs',
          ],
        },
      },
    },
    loggingIn: {
      invoke: {
        src: 'login',
        input: ({ event }) => {
          if (event.type !== 'session.login') throw new Error(`loggingIn entered by ${event.type}`);
          return event.credentials;
        },
        onDone: {
          target: 'authenticated',
          actions: [
            { type: 'signIn', params: ({ event }) => event.output },
            'saveSession',
            'saveLock',
            'clearTabs',
          ],
        },
        onError: { target: 'loggedOut', actions: 'recordLoginFailure' },
      },
    },
    authenticated: {
      type: 'parallel',
      on: {
        'session.logout': 'loggingOut',
        'session.unauthorized': {
          target: 'loggedOut',
          actions: ['signOut', 'clearStorage', 'clearTabs', 'goToLogin'],
        },
      },
      states: {
        token: {
          initial: 'waiting',
          states: {
            waiting: {
              after: {
                refreshCheck: [
                  { guard: 'isTokenDue', target: 'refreshing' },
                  { target: 'waiting', reenter: true },
                ],
              },
              on: { 'session.switch': 'switching' },
            },
            // One refresh at a time: checks are only scheduled while waiting.
            refreshing: {
              invoke: {
                src: 'refresh',
                input: ({ context }) => refreshInputOf(context),
                onDone: {
                  target: 'waiting',
                  actions: [{ type: 'replaceTokens', params: ({ event }) => event.output }, 'saveSession'],
                },
                onError: {
                  target: '#session.loggedOut',
                  actions: ['signOut', 'clearStorage', 'clearTabs', 'goToLogin'],
                },
              },
            },
            switching: {
              invoke: {
                src: 'refresh',
                input: ({ context, event }) => ({
                  ...refreshInputOf(context),
                  scope: event.type === 'session.switch' ? event.scope : undefined,
                }),
                // The new department/role brings its own menus: start the session's regions anew.
                onDone: {
                  target: '#session.authenticated',
                  reenter: true,
                  actions: [
                    { type: 'replaceTokens', params: ({ event }) => event.output },
                    'saveSession',
                    'goHome',
                  ],
                },
                onError: 'waiting',
              },
            },
          },
        },
        menu: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadMenus',
                onDone: {
                  target: 'ready',
                  actions: [{ type: 'setMenus', params: ({ event }) => event.output }, 'saveMenus'],
                },
                onError: 'failed',
              },
            },
            ready: {},
            failed: {},
          },
        },
        screen: {
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'isLocked', target: 'locked' }, { target: 'open' }],
            },
            open: {
              on: {
                'session.lock': {
                  target: 'locked',
                  actions: [{ type: 'lock', params: ({ event }) => event.password }, 'saveLock'],
                },
              },
            },
            locked: {
              on: {
                'session.unlock': [
                  { guard: 'isLockPassword', target: 'open', actions: ['unlock', 'saveLock'] },
                  { actions: 'rejectUnlock' },
                ],
              },
            },
          },
        },
      },
    },
    loggingOut: {
      invoke: {
        src: 'logout',
        // The server's answer does not matter: the browser forgets the session either way.
        onDone: { target: 'loggedOut', actions: ['signOut', 'clearStorage', 'clearTabs', 'goToLogin'] },
        onError: { target: 'loggedOut', actions: ['signOut', 'clearStorage', 'clearTabs', 'goToLogin'] },
      },
    },
  },
});

function sessionOf(answer: TokenAnswer, now: number): SignedInSession {
  return {
    tokens: { access: answer.access_token, refresh: answer.refresh_token, time: now },
    tenantId: answer.tenant_id,
    userInfo: userInfoOf(answer),
  };
}

function refreshInputOf(context: SessionContext): RefreshInput {
  return { refreshToken: context.session?.tokens.refresh ?? '', tenantId: context.session?.tenantId ?? '' };
}
