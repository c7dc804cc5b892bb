import { createHash } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  startLocalOidcProvider,
  type LocalOidcProvider,
} from '@services/auth/social/testing/local-oidc-provider';
import { checkedTokenAnswer } from '@services/auth/oauth/testing/checked-token-answer';
import { startTestApp, type TestApp } from '@services/testing/test-app';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const saber = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
/** The console page the provider sends the user back to. */
const redirectUri = 'http://127.0.0.1:8080/oauth/redirect/local';

/** Third-party login against a real OpenID Connect provider started on loopback. */
describe('the social grant', () => {
  let provider: LocalOidcProvider;
  let testApp: TestApp;
  let app: NestFastifyApplication;

  const token = (query: Record<string, string>) =>
    app
      .inject({
        method: 'POST',
        url: `/api/blade-auth/oauth/token?${new URLSearchParams(query)}`,
        headers: { authorization: saber, 'tenant-id': '000000' },
      })
      .then(checkedTokenAnswer);
  /** The query the provider sends the browser back with, as the console passes it on. */
  const post = (url: string, body: unknown, accessToken?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload: body as object,
      headers: accessToken ? { 'blade-auth': `bearer ${accessToken}` } : {},
    });
  async function providerRedirect(login: string): Promise<Record<string, string>> {
    const render = await app.inject({
      method: 'GET',
      url: '/api/blade-auth/oauth/render/local?tenantId=000000',
    });
    expect(render.statusCode).toBe(200);
    const back = await provider.signIn(
      render.json<{ data: { authorizeUrl: string } }>().data.authorizeUrl,
      login,
    );
    return Object.fromEntries(back.searchParams);
  }

  const adminToken = async () =>
    (
      await token({ grant_type: 'password', tenantId: '000000', username: 'admin', password: md5('admin') })
    ).json<{ access_token: string }>().access_token;
  /** The user registered with `account`, as the administrators' user page shows it. */
  async function registrant(account: string, admin: string) {
    const page = await app.inject({
      method: 'GET',
      url: `/api/blade-user/page?account=${account}`,
      headers: { 'blade-auth': `bearer ${admin}` },
    });
    return page.json<{ data: { records: Array<{ id: string; status: number }> } }>().data.records[0]!;
  }

  beforeAll(async () => {
    provider = await startLocalOidcProvider(redirectUri);
    const social = [
      {
        source: 'local',
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        redirectUri,
      },
    ];
    testApp = await startTestApp({ identity: 'tokens', env: { SOCIAL_PROVIDERS: JSON.stringify(social) } });
    app = testApp.app;
  });
  afterAll(async () => {
    await testApp.close();
    await provider.close();
  });

  it('sends the user to the provider with a state and PKCE', async () => {
    const render = await app.inject({ method: 'GET', url: '/api/blade-auth/oauth/render/local' });
    const url = new URL(render.json<{ data: { authorizeUrl: string } }>().data.authorizeUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe('steward');
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUri);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
  });

  it('answers an identity nobody registered with its oauth_id, and remembers it', async () => {
    const answer = await token({
      grant_type: 'social',
      source: 'local',
      ...(await providerRedirect('alice')),
    });
    expect(answer.statusCode).toBe(400);
    const body = answer.json<{ error_description: string; oauth_id: string }>();
    expect(body.error_description).toBe('第三方账号尚未注册,请先提交注册申请');
    expect(body.oauth_id).toMatch(/^\d+$/);

    // The same person again is the same identity.
    const again = await providerRedirect('alice');
    const second = await token({ grant_type: 'social', source: 'local', ...again });
    expect(second.json<{ oauth_id: string }>().oauth_id).toBe(body.oauth_id);
  });

  it('registers an identity, which signs in once an administrator approves, as its own user', async () => {
    const first = await token({
      grant_type: 'social',
      source: 'local',
      ...(await providerRedirect('carol')),
    });
    const oauthId = first.json<{ oauth_id: string }>().oauth_id;
    const registration = {
      tenantId: '000000',
      name: 'Carol',
      account: 'carol',
      password: md5('pw'),
      password2: md5('pw'),
    };
    const registered = await post('/api/blade-user/register-guest', { ...registration, oauthId });
    expect(registered.json()).toMatchObject({ code: 200 });
    // One request per identity at a time.
    const twice = await post('/api/blade-user/register-guest', {
      ...registration,
      account: 'carol2',
      oauthId,
    });
    expect(twice.json()).toMatchObject({ code: 400, msg: '该第三方账号已提交过注册申请' });

    const pending = await token({
      grant_type: 'social',
      source: 'local',
      ...(await providerRedirect('carol')),
    });
    expect(pending.json()).toMatchObject({ error_description: '注册申请正在等待管理员审核' });
    const password = await token({
      grant_type: 'password',
      tenantId: '000000',
      username: 'carol',
      password: md5('pw'),
    });
    expect(password.statusCode).toBe(400);

    const admin = await adminToken();
    const carol = await registrant('carol', admin);
    expect(carol.status).toBe(0);
    const approved = await post(`/api/blade-user/audit-pass?userIds=${carol.id}`, {}, admin);
    expect(approved.json()).toMatchObject({ code: 200 });

    const signedIn = await token({
      grant_type: 'social',
      source: 'local',
      ...(await providerRedirect('carol')),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ account: 'carol', oauth_id: oauthId, user_id: carol.id });
    const again = await post(`/api/blade-user/audit-pass?userIds=${carol.id}`, {}, admin);
    expect(again.json()).toMatchObject({ code: 400, msg: '该用户没有待审核的注册申请' });
  });

  it('frees the identity when an administrator refuses the registration', async () => {
    const first = await token({ grant_type: 'social', source: 'local', ...(await providerRedirect('dave')) });
    const oauthId = first.json<{ oauth_id: string }>().oauth_id;
    const registration = {
      tenantId: '000000',
      account: 'dave',
      password: md5('pw'),
      password2: md5('pw'),
      oauthId,
    };
    expect((await post('/api/blade-user/register-guest', registration)).json()).toMatchObject({ code: 200 });
    const admin = await adminToken();
    const dave = await registrant('dave', admin);
    expect((await post(`/api/blade-user/audit-refuse?userIds=${dave.id}`, {}, admin)).json()).toMatchObject({
      code: 200,
    });

    const afterRefusal = await token({
      grant_type: 'social',
      source: 'local',
      ...(await providerRedirect('dave')),
    });
    expect(afterRefusal.json()).toMatchObject({ oauth_id: oauthId });
    expect((await post('/api/blade-user/register-guest', registration)).json()).toMatchObject({ code: 200 });
  });

  it('accepts registration only for an identity the tenant has met', async () => {
    const registration = { tenantId: '000000', account: 'eve', password: md5('pw'), password2: md5('pw') };
    expect(
      (await post('/api/blade-user/register-guest', { ...registration, oauthId: '123' })).json(),
    ).toMatchObject({
      code: 400,
      msg: '第三方账号不存在,请重新进行第三方登录',
    });
    expect(
      (
        await post('/api/blade-user/register-guest', { ...registration, password2: md5('x'), oauthId: '123' })
      ).json(),
    ).toMatchObject({
      code: 400,
      msg: '两次密码输入不一致',
    });
  });

  it('uses a state once: a replayed provider answer is refused', async () => {
    const back = await providerRedirect('bob');
    await token({ grant_type: 'social', source: 'local', ...back });
    const replay = await token({ grant_type: 'social', source: 'local', ...back });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ error_description: '第三方登录已失效,请重新登录' });
  });

  it('refuses a made-up state and an unknown platform', async () => {
    const madeUp = await token({ grant_type: 'social', source: 'local', code: 'x', state: 'made-up' });
    expect(madeUp.statusCode).toBe(401);
    const unknown = await app.inject({ method: 'GET', url: '/api/blade-auth/oauth/render/nowhere' });
    expect(unknown.json()).toMatchObject({ code: 404, msg: '不支持的第三方登录平台' });
  });
});
