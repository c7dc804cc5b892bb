import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  type RefreshInput,
  type SessionInput,
  type SessionMenus,
  sessionMachine,
} from '@console/lib/session/session.machine';
import {
  type Credentials,
  type SignedInSession,
  type TokenAnswer,
  userInfoOf,
} from '@console/lib/session/session.types';

const credentials: Credentials = {
  tenantId: '000000',
  account: 'admin',
  password: 'admin',
  captchaKey: 'k',
  captchaCode: 'c',
};

function tokenAnswer(access: string, extra: Partial<TokenAnswer> = {}): TokenAnswer {
  return {
    access_token: access,
    token_type: 'bearer',
    refresh_token: `${access}-refresh`,
    expires_in: 3600,
    scope: 'all',
    tenant_id: '000000',
    user_id: '1',
    dept_id: '10',
    post_id: '',
    role_id: '20',
    role_name: 'administrator',
    oauth_id: '',
    account: 'admin',
    user_name: '管理员',
    nick_name: '管理员',
    real_name: '管理员',
    avatar: '',
    client_id: 'saber',
    license: 'powered by prepaid steward',
    detail: { type: 'web' },
    ...extra,
  };
}

const storedSession: SignedInSession = {
  tokens: { access: 'stored', refresh: 'stored-refresh', time: 0 },
  tenantId: '000000',
  userInfo: userInfoOf(tokenAnswer('stored')),
};

const menus: SessionMenus = { menu: [], permissions: ['user_add'] };

/** The machine with fake calls and recorded effects, on a simulated clock. */
function start(input: Partial<SessionInput> = {}, fakes: { login?: () => Promise<TokenAnswer> } = {}) {
  const effects: string[] = [];
  const refreshes: RefreshInput[] = [];
  let refreshCount = 0;
  const record = (name: string) => () => {
    effects.push(name);
  };
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise(fakes.login ?? (async () => tokenAnswer('first'))),
      refresh: fromPromise(async ({ input: refresh }: { input: RefreshInput }) => {
        refreshes.push(refresh);
        refreshCount += 1;
        return tokenAnswer(`refreshed-${refreshCount}`);
      }),
      loadMenus: fromPromise(async () => menus),
      logout: fromPromise<void>(async () => undefined),
    },
    actions: {
      saveSession: record('saveSession'),
      saveMenus: record('saveMenus'),
      saveLock: record('saveLock'),
      clearStorage: record('clearStorage'),
      clearTabs: record('clearTabs'),
      goToLogin: record('goToLogin'),
      goHome: record('goHome'),
      rejectUnlock: record('rejectUnlock'),
    },
  });
  return { ...started(machine, input), effects, refreshes };
}

/** The machine started on a simulated clock, checking every 10 s for a token of 3000 s. */
function started(machine: typeof sessionMachine, input: Partial<SessionInput>) {
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    clock,
    input: { now: () => clock.now(), tokenTimeSeconds: 3000, refreshCheckMs: 10_000, ...input },
  });
  actor.start();
  return { actor, clock };
}

describe('the session statechart', () => {
  it('starts logged out without a stored token, and authenticated with one', () => {
    expect(start().actor.getSnapshot().value).toBe('loggedOut');
    expect(start({ session: storedSession }).actor.getSnapshot().matches('authenticated')).toBe(true);
    const emptyToken = { ...storedSession, tokens: { ...storedSession.tokens, access: '' } };
    expect(start({ session: emptyToken }).actor.getSnapshot().value).toBe('loggedOut');
  });

  it('logs in: stores the tokens, tenant and user, clears tabs and lock, then loads the menus', async () => {
    const { actor, effects } = start({ lock: { locked: true, password: 'old' } });
    actor.send({ type: 'session.login', credentials });
    expect(actor.getSnapshot().value).toBe('loggingIn');
    await waitFor(actor, (snapshot) => snapshot.matches({ authenticated: { menu: 'ready' } }));
    const { context } = actor.getSnapshot();
    expect(context.session?.tokens).toMatchObject({ access: 'first', refresh: 'first-refresh' });
    expect(context.session?.tenantId).toBe('000000');
    expect(context.session?.userInfo.user_name).toBe('管理员');
    expect(context.lock).toEqual({ locked: false, password: '' });
    expect(context.permissions).toEqual(['user_add']);
    expect(effects).toEqual(['saveSession', 'saveLock', 'clearTabs', 'saveMenus']);
  });

  it('signs in with an answer obtained at the third-party callback, as a login does', async () => {
    const { actor, effects } = start({ lock: { locked: true, password: 'old' } });
    actor.send({ type: 'session.signedIn', answer: tokenAnswer('social') });
    await waitFor(actor, (snapshot) => snapshot.matches({ authenticated: { menu: 'ready' } }));
    expect(actor.getSnapshot().context.session?.tokens).toMatchObject({ access: 'social' });
    expect(actor.getSnapshot().context.lock).toEqual({ locked: false, password: '' });
    expect(effects).toEqual(['saveSession', 'saveLock', 'clearTabs', 'saveMenus']);
  });

  it('a failed login stores nothing and counts the failure', async () => {
    const { actor, effects } = start({}, { login: () => Promise.reject(new Error('用户名或密码错误')) });
    actor.send({ type: 'session.login', credentials });
    await waitFor(actor, (snapshot) => snapshot.matches('loggedOut'));
    expect(actor.getSnapshot().context).toMatchObject({ session: undefined, loginFailures: 1 });
    expect(effects).toEqual([]);
  });

  it('checks the token every 10 s and refreshes once the token time has passed', async () => {
    const { actor, clock, refreshes } = start({
      session: { ...storedSession, tokens: { ...storedSession.tokens, time: 0 } },
    });
    clock.increment(2_990_000);
    expect(refreshes).toHaveLength(0);
    clock.increment(10_000); // 3000 s since the token time
    expect(actor.getSnapshot().matches({ authenticated: { token: 'refreshing' } })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ authenticated: { token: 'waiting' } }));
    expect(refreshes).toEqual([{ refreshToken: 'stored-refresh', tenantId: '000000' }]);
    expect(actor.getSnapshot().context.session?.tokens).toMatchObject({
      access: 'refreshed-1',
      time: 3_000_000,
    });
  });

  it('runs one refresh at a time: checks pause while a refresh is under way', () => {
    let calls = 0;
    const machine = sessionMachine.provide({
      actors: {
        refresh: fromPromise(() => {
          calls += 1;
          return new Promise<TokenAnswer>(() => undefined); // never answers
        }),
        loadMenus: fromPromise(async () => menus),
      },
    });
    const { clock } = started(machine, { session: storedSession });
    clock.increment(3_000_000);
    clock.increment(60_000);
    expect(calls).toBe(1);
  });

  it('switching department and role refreshes with them, restarts the menus and goes home', async () => {
    const { actor, effects, refreshes } = start({ session: storedSession });
    await waitFor(actor, (snapshot) => snapshot.matches({ authenticated: { menu: 'ready' } }));
    effects.length = 0;
    actor.send({ type: 'session.switch', scope: { deptId: '11', roleId: '21' } });
    await waitFor(actor, (snapshot) =>
      snapshot.matches({ authenticated: { menu: 'ready', token: 'waiting' } }),
    );
    expect(refreshes).toEqual([
      { refreshToken: 'stored-refresh', tenantId: '000000', scope: { deptId: '11', roleId: '21' } },
    ]);
    expect(actor.getSnapshot().context.session?.tokens.access).toBe('refreshed-1');
    expect(effects).toEqual(['saveSession', 'goHome', 'saveMenus']);
  });

  it('locks with a password, refuses a wrong one and unlocks with the right one', () => {
    const { actor, effects } = start({ session: storedSession });
    actor.send({ type: 'session.lock', password: 'secret' });
    expect(actor.getSnapshot().matches({ authenticated: { screen: 'locked' } })).toBe(true);
    expect(actor.getSnapshot().context.lock).toEqual({ locked: true, password: 'secret' });
    actor.send({ type: 'session.unlock', password: 'wrong' });
    expect(actor.getSnapshot().matches({ authenticated: { screen: 'locked' } })).toBe(true);
    actor.send({ type: 'session.unlock', password: 'secret' });
    expect(actor.getSnapshot().matches({ authenticated: { screen: 'open' } })).toBe(true);
    expect(actor.getSnapshot().context.lock).toEqual({ locked: false, password: '' });
    expect(effects).toEqual(['saveLock', 'rejectUnlock', 'saveLock']);
  });

  it('a stored lock survives a reload', () => {
    const { actor } = start({ session: storedSession, lock: { locked: true, password: 'p' } });
    expect(actor.getSnapshot().matches({ authenticated: { screen: 'locked' } })).toBe(true);
  });

  it('logs out: clears tokens, menu, lock and tabs, and goes to /login', async () => {
    const { actor, effects } = start({
      session: storedSession,
      lock: { locked: true, password: 'p' },
      ...menus,
    });
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (snapshot) => snapshot.matches('loggedOut'));
    expect(actor.getSnapshot().context).toMatchObject({
      session: undefined,
      menu: [],
      permissions: [],
      lock: { locked: false, password: '' },
    });
    expect(effects).toEqual(expect.arrayContaining(['clearStorage', 'clearTabs', 'goToLogin']));
  });

  it('a 401 clears the session at once and goes to /login', () => {
    const { actor, effects } = start({ session: storedSession });
    actor.send({ type: 'session.unauthorized' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.session).toBeUndefined();
    expect(effects).toEqual(['clearStorage', 'clearTabs', 'goToLogin']);
  });

  it('a refused refresh ends the session', async () => {
    const effects: string[] = [];
    const machine = sessionMachine.provide({
      actors: {
        refresh: fromPromise(() => Promise.reject(new Error('刷新令牌已失效'))),
        loadMenus: fromPromise(async () => menus),
      },
      actions: { goToLogin: () => void effects.push('goToLogin') },
    });
    const { actor, clock } = started(machine, { session: storedSession });
    clock.increment(3_000_000);
    await waitFor(actor, (snapshot) => snapshot.matches('loggedOut'));
    expect(effects).toEqual(['goToLogin']);
  });
});
