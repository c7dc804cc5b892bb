import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import { CaptchaStore } from '@services/auth/captcha/captcha-store.port';
import { checkedTokenAnswer } from '@services/auth/oauth/testing/checked-token-answer';
import { startTestApp, type TestApp } from '@services/testing/test-app';
import { seedUser, userStreamId } from '@services/user/user.public';

const saber = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const adminMd5 = '21232f297a57a5a743894a0e4a801fc3';
const wrongMd5 = 'e10adc3949ba59abbe56e057f20f883e';

describe('blade-auth oauth on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let testApp: TestApp;
  let app: NestFastifyApplication;
  let captchas: CaptchaStore;

  beforeAll(async () => {
    scratch = await createScratchDatabase('oauth');
    testApp = await startTestApp({ databaseUrl: scratch.url, identity: 'tokens' });
    app = testApp.app;
    captchas = app.get(CaptchaStore);
  });
  afterAll(async () => {
    await testApp.close();
    await scratch.drop();
  });

  function token(query: Record<string, string>, headers: Record<string, string> = {}) {
    return app
      .inject({
        method: 'POST',
        url: `/api/blade-auth/oauth/token?${new URLSearchParams(query)}`,
        headers: { authorization: saber, ...headers },
      })
      .then(checkedTokenAnswer);
  }
  const passwordLogin = (username: string, password: string, tenantId = '000000') =>
    token({ grant_type: 'password', tenantId, username, password, scope: 'all' });
  const get = (url: string, accessToken?: string) =>
    app.inject({ method: 'GET', url, headers: accessToken ? { 'blade-auth': `bearer ${accessToken}` } : {} });

  it('answers anonymous callers 401 except on public routes', async () => {
    const list = await get('/api/blade-system/param/list');
    expect(list.statusCode).toBe(401);
    expect(list.json()).toMatchObject({ code: 401, success: false, msg: '请求未授权,请重新登录' });
    expect((await get('/api/health')).statusCode).toBe(200);
    expect((await get('/api/blade-system/param/list', 'not-a-token')).statusCode).toBe(401);
  });

  it('signs in with a captcha used once, and the token opens the API', async () => {
    const captcha = (await get('/api/blade-auth/oauth/captcha')).json<{
      data: { key: string; image: string };
    }>().data;
    expect(captcha.image).toMatch(/^data:image\/png;base64,/);
    const code = (await captchas.peekCode(captcha.key))!;
    const headers = { 'tenant-id': '000000', 'captcha-key': captcha.key, 'captcha-code': code.toLowerCase() };
    const login = { grant_type: 'captcha', username: 'admin', password: adminMd5, scope: 'all' };

    const answer = await token(login, headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      token_type: 'bearer',
      tenant_id: '000000',
      account: 'admin',
      user_name: 'admin',
      real_name: '管理员',
      role_name: '超级管理员',
      client_id: 'saber',
      scope: 'all',
      expires_in: expect.any(Number),
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });
    const accessToken = answer.json<{ access_token: string }>().access_token;
    expect((await get('/api/blade-system/param/list', accessToken)).json()).toMatchObject({ code: 200 });
    const me = (await get('/api/blade-auth/oauth/user-info', accessToken)).json<{
      data: Record<string, unknown>;
    }>();
    expect(me.data).toMatchObject({ account: 'admin', tenantId: '000000' });
    expect(me.data).not.toHaveProperty('passwordHash');

    const reused = await token(login, headers);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error_code: 400, error_description: '验证码不正确' });
  });

  it('refuses a wrong client, tenant, account or password in the OAuth error form', async () => {
    const badClient = await app.inject({
      method: 'POST',
      url: `/api/blade-auth/oauth/token?grant_type=password&username=admin&password=${adminMd5}`,
      headers: { authorization: `Basic ${Buffer.from('saber:wrong').toString('base64')}` },
    });
    expect(badClient.statusCode).toBe(401);
    expect(badClient.json()).toEqual({ error_code: 401, error_description: '客户端认证失败' });

    expect((await passwordLogin('admin', adminMd5, '999999')).json()).toEqual({
      error_code: 400,
      error_description: '租户不存在',
    });
    expect((await passwordLogin('nobody', adminMd5)).json()).toEqual({
      error_code: 400,
      error_description: '用户名或密码错误',
    });
    expect((await passwordLogin('admin', 'plain-text')).json()).toMatchObject({ error_code: 400 });
    expect((await token({ grant_type: 'implicit' })).json()).toEqual({
      error_code: 400,
      error_description: '不支持的授权类型',
    });
  });

  it('refuses the tenant once it has expired', async () => {
    const admin = (await passwordLogin('admin', adminMd5)).json<{ access_token: string }>().access_token;
    const created = await app.inject({
      method: 'POST',
      url: '/api/blade-system/tenant/submit',
      headers: { 'blade-auth': `bearer ${admin}` },
      payload: {
        tenantId: '200001',
        tenantName: '过期商户',
        accountNumber: 5,
        expireTime: '2020-01-01 00:00:00',
      },
    });
    expect(created.statusCode).toBe(200);
    expect((await passwordLogin('admin', adminMd5, '200001')).json()).toEqual({
      error_code: 400,
      error_description: '租户已过期',
    });
  });

  it('locks an account after five failures in a row, and records each attempt', async () => {
    const user = {
      id: '1858000000000000101',
      account: 'clerk',
      passwordMd5: adminMd5,
      name: '职员',
      realName: '职员',
      email: null,
      phone: null,
    };
    await seedUser(testApp.runtime.executor, '000000', user);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await passwordLogin('clerk', wrongMd5)).json()).toEqual({
        error_code: 400,
        error_description: '用户名或密码错误',
      });
    }
    expect((await passwordLogin('clerk', adminMd5)).json()).toEqual({
      error_code: 400,
      error_description: '用户登录失败次数过多',
    });
    const history = await testApp.runtime.infrastructure.store.readStream(userStreamId(user.id));
    const types = history.events.map((event) => event.type);
    expect(types.filter((type) => type === 'UserLoginFailed')).toHaveLength(5);
    expect(types).toContain('UserLocked');
    expect(history.events.at(-1)!.metadata.clientIp).toBeTruthy();
  });

  it('rotates refresh tokens, and a reused one ends the whole session', async () => {
    const first = (await passwordLogin('admin', adminMd5)).json<{ refresh_token: string }>().refresh_token;
    const second = await token({ grant_type: 'refresh_token', refresh_token: first });
    expect(second.statusCode).toBe(200);
    const { refresh_token: next, access_token: access } = second.json<{
      refresh_token: string;
      access_token: string;
    }>();
    expect(next).not.toBe(first);
    expect((await get('/api/blade-system/param/list', access)).statusCode).toBe(200);

    expect((await token({ grant_type: 'refresh_token', refresh_token: first })).statusCode).toBe(401);
    expect((await token({ grant_type: 'refresh_token', refresh_token: next })).statusCode).toBe(401);
  });

  it('logging out ends the access token and is recorded', async () => {
    const { access_token: access, user_id: userId } = (await passwordLogin('admin', adminMd5)).json<{
      access_token: string;
      user_id: string;
    }>();
    expect((await get('/api/blade-auth/oauth/logout', access)).json()).toMatchObject({ code: 200 });
    expect((await get('/api/blade-system/param/list', access)).statusCode).toBe(401);
    const history = await testApp.runtime.infrastructure.store.readStream(userStreamId(userId));
    expect(history.events.at(-1)!.type).toBe('UserLoggedOut');
  });

  it("locks after as many failures as the tenant's account.failCount says", async () => {
    const admin = (await passwordLogin('admin', adminMd5)).json<{ access_token: string }>().access_token;
    const params = await get('/api/blade-system/param/list?paramKey_equal=account.failCount', admin);
    const failCount = params.json<{ data: { records: Array<Record<string, unknown>> } }>().data.records[0]!;
    const changed = await app.inject({
      method: 'POST',
      url: '/api/blade-system/param/submit',
      headers: { 'blade-auth': `bearer ${admin}` },
      payload: { ...failCount, paramValue: '3' },
    });
    expect(changed.statusCode).toBe(200);
    const user = {
      id: '1858000000000000102',
      account: 'cashier',
      passwordMd5: adminMd5,
      name: '收银',
      realName: '收银',
      email: null,
      phone: null,
    };
    await seedUser(testApp.runtime.executor, '000000', user);
    for (let attempt = 1; attempt <= 3; attempt++) await passwordLogin('cashier', wrongMd5);
    expect((await passwordLogin('cashier', adminMd5)).json()).toEqual({
      error_code: 400,
      error_description: '用户登录失败次数过多',
    });
  });
});
