import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { checkedTokenAnswer } from '@services/auth/oauth/testing/checked-token-answer';
import { startTestApp, type TestApp } from '@services/testing/test-app';

const saber = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const adminMd5 = '21232f297a57a5a743894a0e4a801fc3';
/** The seeded client's registered redirect address. */
const registered = 'http://localhost:8080';

/** Single sign-on: the console's signed-in user authorizes a client, which exchanges the code. */
describe('the authorization_code grant', () => {
  let testApp: TestApp;
  let app: NestFastifyApplication;
  let adminToken: string;

  const token = (query: Record<string, string>, authorization = saber) =>
    app
      .inject({
        method: 'POST',
        url: `/api/blade-auth/oauth/token?${new URLSearchParams(query)}`,
        headers: { authorization },
      })
      .then(checkedTokenAnswer);
  const authorize = (query: Record<string, string>, accessToken: string | undefined = adminToken) =>
    app.inject({
      method: 'GET',
      url: `/api/blade-auth/oauth/authorize?${new URLSearchParams(query)}`,
      headers: accessToken ? { 'blade-auth': `bearer ${accessToken}` } : {},
    });
  async function codeFor(redirectUri = registered): Promise<string> {
    const answer = await authorize({
      response_type: 'code',
      client_id: 'saber',
      redirect_uri: redirectUri,
      state: 's1',
    });
    expect(answer.statusCode).toBe(200);
    const redirect = new URL(answer.json<{ data: { redirect: string } }>().data.redirect);
    expect(redirect.origin).toBe(registered);
    expect(redirect.searchParams.get('state')).toBe('s1');
    return redirect.searchParams.get('code')!;
  }

  beforeAll(async () => {
    testApp = await startTestApp({ identity: 'tokens' });
    app = testApp.app;
    const login = await token({
      grant_type: 'password',
      tenantId: '000000',
      username: 'admin',
      password: adminMd5,
    });
    adminToken = login.json<{ access_token: string }>().access_token;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('sends the signed-in user back to the client with a code the client exchanges once for a session', async () => {
    const code = await codeFor();
    const exchanged = await token({ grant_type: 'authorization_code', code, redirect_uri: registered });
    expect(exchanged.statusCode).toBe(200);
    const session = exchanged.json<{ access_token: string; account: string; tenant_id: string }>();
    expect(session).toMatchObject({ account: 'admin', tenant_id: '000000', token_type: 'bearer' });
    const info = await app.inject({
      method: 'GET',
      url: '/api/blade-auth/oauth/user-info',
      headers: { 'blade-auth': `bearer ${session.access_token}` },
    });
    expect(info.json()).toMatchObject({ code: 200, data: { account: 'admin' } });

    const again = await token({ grant_type: 'authorization_code', code, redirect_uri: registered });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ error_description: '授权码无效或已过期' });
  });

  it('refuses an exchange to another address, and the code is spent by the attempt', async () => {
    const code = await codeFor();
    const elsewhere = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'http://evil.example',
    });
    expect(elsewhere.statusCode).toBe(401);
    const rightful = await token({ grant_type: 'authorization_code', code, redirect_uri: registered });
    expect(rightful.statusCode).toBe(401);
  });

  it("refuses an exchange without the client's credentials", async () => {
    const code = await codeFor();
    const other = `Basic ${Buffer.from('saber:wrong').toString('base64')}`;
    expect(
      (await token({ grant_type: 'authorization_code', code, redirect_uri: registered }, other)).statusCode,
    ).toBe(401);
  });

  it('authorizes only registered addresses of known clients, for signed-in users', async () => {
    const unregistered = await authorize({
      response_type: 'code',
      client_id: 'saber',
      redirect_uri: 'http://evil.example',
    });
    expect(unregistered.json()).toMatchObject({ code: 400, msg: '回调地址与客户端登记的不一致' });
    const unknown = await authorize({ response_type: 'code', client_id: 'nobody', redirect_uri: registered });
    expect(unknown.json()).toMatchObject({ code: 400, msg: '客户端不存在' });
    const implicit = await authorize({
      response_type: 'token',
      client_id: 'saber',
      redirect_uri: registered,
    });
    expect(implicit.json()).toMatchObject({ code: 400, msg: '仅支持 response_type=code' });
    const anonymous = await authorize(
      { response_type: 'code', client_id: 'saber', redirect_uri: registered },
      '',
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a made-up code', async () => {
    const answer = await token({
      grant_type: 'authorization_code',
      code: 'made-up',
      redirect_uri: registered,
    });
    expect(answer.statusCode).toBe(401);
  });
});
