import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { RefusedError, UnauthorizedError } from '@platform/errors/domain-errors';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { OAuthClaimQueries } from '@projections/user/oauth-claim/oauth-claim.queries';
import { UserAccountQueries } from '@projections/user/user/user-account.queries';
import type { OAuthClient } from '@services/auth/oauth/oauth-clients.repository';
import { SessionIssuer } from '@services/auth/oauth/session-issuer';
import type { TokenAnswer } from '@services/auth/oauth/oauth.wire';
import { sessionScopeOf } from '@services/auth/oauth/token-answer';
import type { LoginHeaders, TokenParameters } from '@services/auth/oauth/token-request';
import { authenticateWith } from '@services/auth/passport/own-passport';
import {
  type SocialSignIn,
  SocialIdentityStrategy,
  socialIdentityStrategy,
  socialStateRefused,
} from '@services/auth/social/social-identity.strategy';
import { SocialProviders } from '@services/auth/social/social-providers';
import { SocialStatesRepository } from '@services/auth/social/social-states.repository';
import { hashOpaqueToken, newOpaqueToken } from '@services/auth/tokens/opaque-token';
import { UserOAuthRepository } from '@services/user/user.public';

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
 * user to the provider with a single-use state and PKCE; the token call has the provider's answer
 * authenticated (SocialIdentityStrategy) and signs in the user bound to that identity.
 */
@Injectable()
export class SocialGrant {
  constructor(
    private readonly strategy: SocialIdentityStrategy,
    private readonly providers: SocialProviders,
    private readonly states: SocialStatesRepository,
    private readonly identities: UserOAuthRepository,
    private readonly claims: OAuthClaimQueries,
    private readonly users: UserAccountQueries,
    private readonly sessions: SessionIssuer,
    private readonly ids: SnowflakeIdGenerator,
    private readonly clock: Clock,
  ) {}

  /** Where to send the browser to sign in at `source`, for a sign-in into `tenantId`. */
  async authorizeUrl(source: string, tenantId: string): Promise<{ authorizeUrl: string }> {
    const provider = this.providers.get(source);
    const client = this.strategy.clientFor(source);
    const state = newOpaqueToken();
    const pkce = await client.pkcePair();
    const now = this.clock.now().getTime();
    await this.states.save(
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
    const { tenantId, source, identity } = await authenticateWith<SocialSignIn>(
      this.strategy.getPassportInstance(),
      socialIdentityStrategy,
      { params },
      () => new UnauthorizedError(socialStateRefused),
    );
    const at = this.clock.now();
    const oauthId = await this.identities.remember(tenantId, source, identity, this.ids.next(), at);
    const userId = await this.claims.userOf(tenantId, oauthId);
    if (userId === null) throw new SocialAccountNotRegisteredError(oauthId);
    const user = await this.users.findById(tenantId, userId);
    if (!user) throw new SocialAccountNotRegisteredError(oauthId);
    if (user.status !== 1) throw new UnauthorizedError(awaitingApproval);
    return this.sessions.open(user, client, sessionScopeOf(user, headers), { oauthId });
  }
}
