import { RefusedError, UnauthorizedError } from '@platform/errors/domain-errors';
import type { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import type { OAuthClient } from '@services/auth/oauth/oauth-clients.repository';
import type { SessionIssuer } from '@services/auth/oauth/session-issuer';
import { sessionScopeOf, type TokenAnswer } from '@services/auth/oauth/token-answer';
import type { LoginHeaders, TokenParameters } from '@services/auth/oauth/token-request';
import { OpenIdConnectClient } from '@services/auth/social/openid-connect';
import type { SocialProviders } from '@services/auth/social/social-providers';
import type { SocialStatesRepository } from '@services/auth/social/social-states.repository';
import type { UserOAuthRepository } from '@services/user/user.public';
import { hashOpaqueToken, newOpaqueToken } from '@services/auth/tokens/opaque-token';
import type { UserAccountQueries } from '@projections/user/user/user-account.queries';

export const socialStateRefused = '第三方登录已失效,请重新登录';
export const notRegistered = '第三方账号尚未注册,请先提交注册申请';
export const awaitingApproval = '注册申请正在等待管理员审核';

/** How long a sign-in may stay at the provider before the state is forgotten. */
const stateValidityMs = 10 * 60_000;

/**
 * A third-party identity no user is bound to yet: the console opens the registration dialog
 * with `oauthId`, and register-guest asks an administrator to approve it (SPEC.md §4).
 */
export class SocialAccountNotRegisteredError extends RefusedError {
  constructor(readonly oauthId: string) {
    super(notRegistered);
  }
}

/**
 * Third-party login (the social grant) through OpenID Connect providers: oauth/render sends the
 * user to the provider with a single-use state and PKCE; the token call exchanges the code the
 * provider sent back and signs in the user bound to that identity.
 */
export class SocialGrant {
  private readonly clients = new Map<string, OpenIdConnectClient>();

  constructor(
    private readonly deps: {
      providers: SocialProviders;
      states: SocialStatesRepository;
      identities: UserOAuthRepository;
      users: UserAccountQueries;
      sessions: SessionIssuer;
      ids: SnowflakeIdGenerator;
      clock?: () => number;
    },
  ) {}

  /** Where to send the browser to sign in at `source`, for a sign-in into `tenantId`. */
  async authorizeUrl(source: string, tenantId: string): Promise<{ authorizeUrl: string }> {
    const provider = this.deps.providers.get(source);
    const client = this.clientFor(source);
    const state = newOpaqueToken();
    const pkce = await client.pkcePair();
    const now = this.now();
    await this.deps.states.save(
      {
        state_hash: hashOpaqueToken(state),
        source: provider.source,
        tenant_id: tenantId,
        code_verifier: pkce.verifier,
        expires_at: new Date(now + stateValidityMs),
      },
      new Date(now),
    );
    return { authorizeUrl: await client.authorizationUrl(state, pkce.challenge) };
  }

  async grant(params: TokenParameters, headers: LoginHeaders, client: OAuthClient): Promise<TokenAnswer> {
    const provider = this.deps.providers.get(params.source);
    if (!params.code || !params.state) throw new UnauthorizedError(socialStateRefused);
    // The state is spent by this attempt, whatever its outcome.
    const started = await this.deps.states.take(hashOpaqueToken(params.state));
    if (!started || started.source !== provider.source || started.expires_at.getTime() <= this.now())
      throw new UnauthorizedError(socialStateRefused);

    const identity = await this.clientFor(provider.source)
      .identityFor({ code: params.code, state: params.state, iss: params.iss }, started.code_verifier)
      .catch(() => {
        throw new UnauthorizedError(socialStateRefused);
      });
    const binding = await this.deps.identities.remember(
      started.tenant_id,
      provider.source,
      identity,
      this.deps.ids.next(),
      new Date(this.now()),
    );
    if (binding.userId === null) throw new SocialAccountNotRegisteredError(binding.id);
    const user = await this.deps.users.findById(started.tenant_id, binding.userId);
    if (!user) throw new SocialAccountNotRegisteredError(binding.id);
    if (user.status !== 1) throw new UnauthorizedError(awaitingApproval);
    return this.deps.sessions.open(user, client, sessionScopeOf(user, headers), { oauthId: binding.id });
  }

  private clientFor(source: string): OpenIdConnectClient {
    let client = this.clients.get(source);
    if (!client) {
      client = new OpenIdConnectClient(this.deps.providers.get(source));
      this.clients.set(source, client);
    }
    return client;
  }

  private now(): number {
    return (this.deps.clock ?? Date.now)();
  }
}
