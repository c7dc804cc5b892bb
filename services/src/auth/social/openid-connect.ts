import type { ThirdPartyIdentity } from '@services/user/user.public';
import type { Configuration } from 'openid-client';
import type { SocialProvider } from '@services/auth/social/social-providers';

/** openid-client is an ES module; the service is CommonJS, so it is loaded on first use. */
const openIdClient = () => import('openid-client');

/** The query parameters the provider sent the browser back with. */
export interface ProviderAnswer {
  code: string;
  state: string;
  iss: string | undefined;
}

/**
 * The OpenID Connect relying party for one provider: discovery (cached), the authorization
 * address with PKCE, and the code exchange that yields the user's identity.
 */
export class OpenIdConnectClient {
  private configuration: Promise<Configuration> | undefined;

  constructor(private readonly provider: SocialProvider) {}

  async pkcePair(): Promise<{ verifier: string; challenge: string }> {
    const client = await openIdClient();
    const verifier = client.randomPKCECodeVerifier();
    return { verifier, challenge: await client.calculatePKCECodeChallenge(verifier) };
  }

  async authorizationUrl(state: string, codeChallenge: string): Promise<string> {
    const client = await openIdClient();
    const url = client.buildAuthorizationUrl(await this.discovered(), {
      redirect_uri: this.provider.redirectUri,
      scope: this.provider.scope,
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    });
    return url.toString();
  }

  /**
   * Exchanges what the provider sent back (code, state and, from providers that send it, iss) for
   * the user's identity, checking state, issuer and PKCE.
   */
  async identityFor(answer: ProviderAnswer, codeVerifier: string): Promise<ThirdPartyIdentity> {
    const client = await openIdClient();
    const configuration = await this.discovered();
    const callback = new URL(this.provider.redirectUri);
    for (const [name, value] of Object.entries(answer)) if (value) callback.searchParams.set(name, value);
    const tokens = await client.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: codeVerifier,
      expectedState: answer.state,
    });
    const subject = tokens.claims()?.sub;
    if (!subject) throw new Error('the provider answered no id_token subject');
    const info = await client.fetchUserInfo(configuration, tokens.access_token, subject);
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
    return {
      uuid: subject,
      username: text(info.preferred_username),
      nickname: text(info.name) ?? text(info.nickname),
      email: text(info.email),
      avatar: text(info.picture),
    };
  }

  private discovered(): Promise<Configuration> {
    this.configuration ??= this.discover().catch((error: unknown) => {
      this.configuration = undefined; // a provider that was down may be up next time
      throw error;
    });
    return this.configuration;
  }

  private async discover(): Promise<Configuration> {
    const client = await openIdClient();
    const issuer = new URL(this.provider.issuer);
    // Plain HTTP only for a provider on this machine (development, tests); TLS everywhere else.
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
    return client.discovery(issuer, this.provider.clientId, this.provider.clientSecret, undefined, {
      execute: issuer.protocol === 'http:' && loopback ? [client.allowInsecureRequests] : [],
    });
  }
}
