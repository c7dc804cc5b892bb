import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  startLocalOidcProvider,
  type LocalOidcProvider,
} from '@services/auth/social/testing/local-oidc-provider';
import { startTestApp, type TestApp } from '@services/testing/test-app';

const saber = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
/** The console page the provider sends the user back to. */
const redirectUri = 'http://127.0.0.1:8080/oauth/redirect/local';

/** Third-party login against a real OpenID Connect provider started on loopback. */
describe('the social grant', () => {
  let provider: LocalOidcProvider;
  let testApp: TestApp;
  let app: NestFastifyApplication;

  const token = (query: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/api/blade-auth/oauth/token?${new URLSearchParams(query)}`,
      headers: { authorization: saber, 'tenant-id': '000000' },
    });
  /** The query the provider sends the browser back with, as the console passes it on. */
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
