import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { seedMenus } from '@infra/seed/platform-menus.seed';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import { startTestApp, type TestApp } from '@services/testing/test-app';

/**
 * The session matrix (issue 11): whatever ends a session (removal, lock, expiry, a changed role,
 * logout; of a user or of a tenant), the next call with its old access token and the next
 * refresh with its old refresh token are refused. On PostgreSQL the change is made in one
 * process and the session tried in another (an API-only process, as PROCESS_ROLES splits a
 * deployment), since every process must see it at once. Sessions and grants are checked from
 * memory (KeptSessionStandings, KeptRoleGrants), so each change is tried in both processes with
 * their memory filled by a call made just before it.
 */

const saber = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const unauthorized = { code: 401, success: false, msg: '请求未授权,请重新登录' };
const refreshRefused = { error_code: 401, error_description: '刷新令牌已失效,请重新登录' };
const forbidden = { code: 403, success: false };
const menuId = (code: string) => seedMenus.find((menu) => menu.code === code)!.id;
/** The tables the session and permission checks read. */
const checkTables = /blade_user|blade_tenant|blade_role|auth_revoked_token|blade_menu|blade_scope/;

/** The text of every SQL statement sent (by either process) until `stop`. */
function recordStatements() {
  const texts: string[] = [];
  const record = (text: unknown) => texts.push(typeof text === 'string' ? text : String(text));
  const spies = [
    jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
      const [query] = args;
      record(typeof query === 'object' && query !== null && 'text' in query ? query.text : query);
      return (clientQuery as (...all: unknown[]) => never).apply(this, args);
    }),
    jest.spyOn(PGlite.prototype, 'query').mockImplementation(function (this: PGlite, ...args: unknown[]) {
      record(args[0]);
      return (pgliteQuery as (...all: unknown[]) => never).apply(this, args);
    }),
  ];
  return {
    texts,
    stop: () => spies.forEach((spy) => spy.mockRestore()),
  };
}
const clientQuery = Client.prototype.query;
const pgliteQuery = PGlite.prototype.query;

interface Session {
  access_token: string;
  refresh_token: string;
  user_id: string;
  role_id: string;
  dept_id: string;
}

interface Processes {
  /** Where the change is made. */
  acting: TestApp;
  /** Where the old session is tried afterwards. */
  trying: TestApp;
}

const onPostgres = async (label: string) => {
  const scratch = await createScratchDatabase(label);
  const acting = await startTestApp({ databaseUrl: scratch.url, identity: 'tokens' });
  const trying = await startTestApp({
    databaseUrl: scratch.url,
    identity: 'tokens',
    env: { PROCESS_ROLES: 'api' },
  });
  return { processes: { acting, trying }, close: [trying, acting, scratch] as const };
};

const onPglite = async () => {
  const app = await startTestApp({ identity: 'tokens' });
  return { processes: { acting: app, trying: app }, close: [app] as const };
};

describe.each([
  ['PostgreSQL, across two processes', () => onPostgres('session_matrix')],
  ['PGlite', onPglite],
])('sessions end at the next call, on %s', (_, start) => {
  let processes: Processes;
  let closing: ReadonlyArray<TestApp | ScratchDatabase>;
  let platformAdmin: Session;
  let serial = 0;

  beforeAll(async () => {
    const started = await start();
    processes = started.processes;
    closing = started.close;
    platformAdmin = await signIn(processes.acting, '000000', 'admin', md5('admin'));
  });
  afterAll(async () => {
    for (const resource of closing) await ('close' in resource ? resource.close() : resource.drop());
  });

  async function tokenCall(app: TestApp, query: Record<string, string>) {
    return app.app.inject({
      method: 'POST',
      url: `/api/blade-auth/oauth/token?${new URLSearchParams(query)}`,
      headers: { authorization: saber },
    });
  }

  async function signIn(app: TestApp, tenantId: string, username: string, password: string) {
    const answer = await tokenCall(app, {
      grant_type: 'password',
      tenantId,
      username,
      password,
      scope: 'all',
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<Session>();
  }

  async function call(app: TestApp, method: 'GET' | 'POST', url: string, token: string, payload?: object) {
    const answer = await app.app.inject({
      method,
      url: `/api/${url}`,
      headers: { 'blade-auth': `bearer ${token}` },
      payload,
    });
    const body = answer.json<{ code: number; data: { id: string } }>();
    expect(answer.statusCode).toBe(body.code);
    return body;
  }

  /** As the platform's administrator, in the acting process; the call must succeed. */
  async function administer(method: 'GET' | 'POST', url: string, payload?: object) {
    const answer = await call(processes.acting, method, url, platformAdmin.access_token, payload);
    expect(answer).toMatchObject({ code: 200 });
    return answer.data;
  }

  /** A user of the platform tenant with the administrator's roles, and a session of theirs. */
  async function newUser() {
    const account = `session_user_${++serial}`;
    const { id } = await administer('POST', 'blade-user/submit', {
      account,
      name: account,
      realName: account,
      password: md5('secret'),
      roleId: platformAdmin.role_id,
      deptId: platformAdmin.dept_id,
    });
    return { id, account, session: await signIn(processes.acting, '000000', account, md5('secret')) };
  }

  /** A new tenant and a session of its administrator (admin/admin, as provisioning makes it). */
  async function newTenant() {
    const tenantId = String(300000 + ++serial);
    const { id } = await administer('POST', 'blade-system/tenant/submit', {
      tenantId,
      tenantName: `会话商户${serial}`,
      accountNumber: 5,
    });
    return { id, session: await signIn(processes.acting, tenantId, 'admin', md5('admin')) };
  }

  /** A user of the platform tenant in a new role granted the menus of `codes`, and a session of theirs. */
  async function newGrantedUser(codes: readonly string[]) {
    const { id: roleId } = await administer('POST', 'blade-system/role/submit', {
      roleName: `授权角色${++serial}`,
      roleAlias: `granted_role_${serial}`,
      sort: 1,
      parentId: '0',
    });
    const grant = (menus: readonly string[]) =>
      administer('POST', 'blade-system/role/grant', {
        roleIds: [roleId],
        menuIds: menus.map(menuId),
        dataScopeIds: [],
        apiScopeIds: [],
      });
    await grant(codes);
    const account = `granted_user_${serial}`;
    await administer('POST', 'blade-user/submit', {
      account,
      name: account,
      realName: account,
      password: md5('secret'),
      roleId,
      deptId: platformAdmin.dept_id,
    });
    return { grant, session: await signIn(processes.acting, '000000', account, md5('secret')) };
  }

  /**
   * Until both processes have heard every change committed so far. They hear them as PostgreSQL
   * delivers their notifications, in commit order; on a busy machine that may come after a call
   * this test makes at once, in the same Node process with no network between. So a marker
   * announced now and heard in both is the barrier (not a time) after which the very next call
   * must see the change. The acting process runs the projections: until the notice of its own
   * last batch comes back it keeps nothing of that batch's tables (read-model-changes.ts), so it
   * must hear the marker come back too, the second time it forgets it (the first is at once,
   * as it announces).
   */
  async function heardInBoth() {
    const { acting, trying } = processes;
    if (acting === trying) return;
    const marker = `heard_${++serial}`;
    const heard = (app: TestApp, forgets: number) =>
      new Promise<void>((resolve) => {
        let left = forgets;
        app.runtime.readModelChanges.watch([marker], { forget: () => --left === 0 && resolve() });
      });
    const heardByBoth = Promise.all([heard(acting, 2), heard(trying, 1)]);
    await acting.runtime.readModelChanges.announce([marker]);
    await heardByBoth;
  }

  /** Answers of the same call in both processes (one answer on PGlite). */
  async function inBoth(method: 'GET' | 'POST', url: string, token: string) {
    const { acting, trying } = processes;
    const apps = acting === trying ? [acting] : [acting, trying];
    return Promise.all(apps.map((app) => call(app, method, url, token)));
  }

  /** The session works before the change and neither of its tokens after it. */
  async function expectEndedBy(session: Session, change: () => Promise<unknown>) {
    const { trying } = processes;
    for (const answer of await inBoth('GET', 'blade-system/param/list', session.access_token))
      expect(answer).toMatchObject({ code: 200 });
    await change();
    await heardInBoth();
    for (const answer of await inBoth('GET', 'blade-system/param/list', session.access_token))
      expect(answer).toMatchObject(unauthorized);
    const submitted = await call(trying, 'POST', 'blade-system/param/submit', session.access_token, {
      paramName: 'after the end',
      paramKey: `ended.${serial}`,
      paramValue: 'v',
    });
    expect(submitted).toMatchObject(unauthorized);
    const refreshed = await tokenCall(trying, {
      grant_type: 'refresh_token',
      refresh_token: session.refresh_token,
    });
    expect({ status: refreshed.statusCode, body: refreshed.json() }).toEqual({
      status: 401,
      body: refreshRefused,
    });
  }

  it("a user's removal", async () => {
    const user = await newUser();
    await expectEndedBy(user.session, () => administer('POST', `blade-user/remove?ids=${user.id}`));
  });

  it("a user's lock after too many wrong passwords", async () => {
    const user = await newUser();
    await expectEndedBy(user.session, async () => {
      for (let failure = 0; failure < 5; failure++)
        await tokenCall(processes.acting, {
          grant_type: 'password',
          tenantId: '000000',
          username: user.account,
          password: md5('wrong'),
        });
    });
  });

  it("a change of the user's roles", async () => {
    const user = await newUser();
    const { id: roleId } = await administer('POST', 'blade-system/role/submit', {
      roleName: `会话角色${serial}`,
      roleAlias: `session_role_${serial}`,
      sort: 1,
      parentId: '0',
    });
    await expectEndedBy(user.session, () =>
      administer('POST', `blade-user/grant?userIds=${user.id}&roleIds=${roleId}`),
    );
  });

  it("the user's logout", async () => {
    const user = await newUser();
    await expectEndedBy(user.session, () =>
      call(processes.acting, 'GET', 'blade-auth/oauth/logout', user.session.access_token),
    );
  });

  it("a tenant's removal", async () => {
    const tenant = await newTenant();
    await expectEndedBy(tenant.session, () =>
      administer('POST', `blade-system/tenant/remove?ids=${tenant.id}`),
    );
  });

  it("a tenant's expiry", async () => {
    const tenant = await newTenant();
    const past = encodeURIComponent('2020-01-01 00:00:00');
    await expectEndedBy(tenant.session, () =>
      administer('POST', `blade-system/tenant/setting?ids=${tenant.id}&accountNumber=5&expireTime=${past}`),
    );
  });

  it("a grant taken from the user's role: the button code is refused at the next call", async () => {
    const user = await newGrantedUser(['param', 'param_view']);
    const list = () => inBoth('GET', 'blade-system/param/list', user.session.access_token);
    for (const answer of await list()) expect(answer).toMatchObject({ code: 200 });
    await user.grant(['param']);
    await heardInBoth();
    for (const answer of await list()) expect(answer).toMatchObject(forbidden);
    await user.grant(['param', 'param_view']);
    await heardInBoth();
    for (const answer of await list()) expect(answer).toMatchObject({ code: 200 });
  });

  it('checks a session and its grants from memory: repeated calls read none of their tables', async () => {
    const user = await newGrantedUser(['param', 'param_view']);
    const list = () => inBoth('GET', 'blade-system/param/list', user.session.access_token);
    await heardInBoth();
    const first = recordStatements();
    for (const answer of await list()) expect(answer).toMatchObject({ code: 200 });
    first.stop();
    const repeated = recordStatements();
    for (let round = 0; round < 5; round++)
      for (const answer of await list()) expect(answer).toMatchObject({ code: 200 });
    repeated.stop();
    expect(first.texts.filter((text) => checkTables.test(text)).length).toBeGreaterThan(0);
    expect(repeated.texts.filter((text) => checkTables.test(text))).toEqual([]);
  });

  it('thirty parallel correct sign-ins of one account, half in each process, all succeed', async () => {
    const user = await newUser();
    const { acting, trying } = processes;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        tokenCall(n % 2 === 0 ? acting : trying, {
          grant_type: 'password',
          tenantId: '000000',
          username: user.account,
          password: md5('secret'),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(200));
  });
});
