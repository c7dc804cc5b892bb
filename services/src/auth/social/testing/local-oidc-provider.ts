import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Signs `login` in at the provider and answers the address it sends the browser back to. */
  signIn(authorizeUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, with its development login and
 * consent pages, standing in for GitHub, WeChat and the like.
 */
export async function startLocalOidcProvider(redirectUri: string): Promise<LocalOidcProvider> {
  const { default: Provider } = await import('oidc-provider');
  let handle: Parameters<typeof createServer>[1] = (_request, response) => response.end();
  const server: Server = createServer((request, response) => handle!(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = { clientId: 'steward', clientSecret: 'steward-secret' };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'] },
    findAccount: async (_context, sub) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        name: `${sub} 的昵称`,
        preferred_username: sub,
        email: `${sub}@example.com`,
      }),
    }),
    features: { devInteractions: { enabled: true } },
    // Explicit lifetimes, so the provider does not warn that it is running on its defaults.
    ttl: {
      Session: 600,
      Grant: 600,
      Interaction: 600,
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
    },
  });
  handle = provider.callback();

  return {
    issuer,
    ...client,
    redirectUri,
    signIn: (authorizeUrl, login) => driveSignIn(authorizeUrl, redirectUri, login),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * What a browser does at the provider: follows redirects with its cookies, fills the login form
 * and confirms consent, until the provider redirects to the client.
 */
async function driveSignIn(authorizeUrl: string, redirectUri: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let next: { url: string; init?: RequestInit } = { url: authorizeUrl };
  for (let step = 0; step < 20; step++) {
    const response = await fetch(next.url, {
      ...next.init,
      redirect: 'manual',
      headers: { ...(next.init?.headers as Record<string, string>), cookie: cookieHeader(cookies) },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next.url);
      if (target.toString().startsWith(redirectUri)) return target;
      next = { url: target.toString() };
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`the provider showed an unexpected page: ${page.slice(0, 300)}`);
    const form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
    next = {
      url: new URL(action.replaceAll('&amp;', '&'), next.url).toString(),
      init: { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    };
  }
  throw new Error('the provider never sent the browser back');
}

function cookieHeader(cookies: ReadonlyMap<string, string>): string {
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}
