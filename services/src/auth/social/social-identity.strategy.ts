import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-custom';
import { Clock } from '@platform/clock/clock';
import { UnauthorizedError } from '@platform/errors/domain-errors';
import type { TokenParameters } from '@services/auth/oauth/token-request';
import { ownPassport, type Passport } from '@services/auth/passport/own-passport';
import { OpenIdConnectClient } from '@services/auth/social/openid-connect';
import { SocialProviders } from '@services/auth/social/social-providers';
import { SocialStatesRepository } from '@services/auth/social/social-states.repository';
import { hashOpaqueToken } from '@services/auth/tokens/opaque-token';
import type { ThirdPartyIdentity } from '@services/user/user.public';

export const socialIdentityStrategy = 'oidc-social';
export const socialStateRefused = '第三方登录已失效,请重新登录';

/** Who the provider says signed in, for a sign-in started into `tenantId`. */
export interface SocialSignIn {
  tenantId: string;
  source: string;
  identity: ThirdPartyIdentity;
}

/**
 * Third-party OpenID Connect sign-in: the code the provider sent back, with the single-use
 * state oauth/render started (spent by this attempt whatever its outcome) and its PKCE verifier,
 * exchanged at the provider for the identity it vouches for.
 */
@Injectable()
export class SocialIdentityStrategy extends PassportStrategy(Strategy, socialIdentityStrategy) {
  private readonly clients = new Map<string, OpenIdConnectClient>();

  constructor(
    private readonly providers: SocialProviders,
    private readonly states: SocialStatesRepository,
    private readonly clock: Clock,
  ) {
    super();
  }

  /** Called by PassportStrategy, which registers the strategy with it, and by the social grant. */
  getPassportInstance(): Passport {
    return ownPassport(this);
  }

  /** passport-custom hands over the request: the token call's parameters are all this reads. */
  async validate({ params }: { params: TokenParameters }): Promise<SocialSignIn> {
    const provider = this.providers.get(params.source);
    if (!params.code || !params.state) throw new UnauthorizedError(socialStateRefused);
    const started = await this.states.take(hashOpaqueToken(params.state));
    if (
      !started ||
      started.source !== provider.source ||
      started.expires_at.getTime() <= this.clock.now().getTime()
    )
      throw new UnauthorizedError(socialStateRefused);
    const identity = await this.clientFor(provider.source)
      .identityFor({ code: params.code, state: params.state, iss: params.iss }, started.code_verifier)
      .catch(() => {
        throw new UnauthorizedError(socialStateRefused);
      });
    return { tenantId: started.tenant_id, source: provider.source, identity };
  }

  /** The provider's client, discovered once. */
  clientFor(source: string): OpenIdConnectClient {
    let client = this.clients.get(source);
    if (!client) {
      client = new OpenIdConnectClient(this.providers.get(source));
      this.clients.set(source, client);
    }
    return client;
  }
}
