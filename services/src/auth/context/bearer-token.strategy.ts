import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-custom';
import {
  ANONYMOUS_IDENTITY,
  type RequestIdentity,
  type ResolverInput,
} from '@platform/context/request-context.resolver';
import { UnauthorizedError } from '@platform/errors/domain-errors';
import { bearerToken } from '@services/auth/context/bearer-token';
import { ownPassport, type Passport } from '@services/auth/passport/own-passport';
import { SessionStanding } from '@services/auth/sessions/session-standing';
import { AccessTokenService } from '@services/auth/tokens/access-token.service';

export const bearerTokenStrategy = 'blade-bearer';

/**
 * The `Blade-Auth: bearer <token>` strategy (WIRE.md): no token is the anonymous caller (the
 * access guard then refuses all but public routes); a token whose signature, expiry or shape is
 * wrong, or whose session no longer stands (SessionStanding: logged out, user or tenant removed,
 * locked or expired, roles changed), is refused. The session's standing, which also says whether
 * the caller acts as the tenant's administrator, is read once per token and then kept in memory
 * until what it was read from changes.
 */
@Injectable()
export class BearerTokenStrategy extends PassportStrategy(Strategy, bearerTokenStrategy) {
  constructor(
    private readonly accessTokens: AccessTokenService,
    private readonly sessions: SessionStanding,
  ) {
    super();
  }

  /** Called by PassportStrategy, which registers the strategy with it, and by the resolver. */
  getPassportInstance(): Passport {
    return ownPassport(this);
  }

  /** passport-custom hands over the request: its headers and query are all this reads. */
  async validate({ headers, query }: ResolverInput): Promise<RequestIdentity> {
    const token = bearerToken(headers, query);
    if (!token) return ANONYMOUS_IDENTITY;
    const claims = await this.accessTokens.verifyAccessToken(token);
    const standing = await this.sessions.check({
      tenantId: claims.tenant_id,
      userId: claims.user_id,
      roleId: claims.role_id,
      deptId: claims.dept_id,
      jti: claims.jti,
    });
    if (!standing.stands) throw new UnauthorizedError();
    return {
      tenantId: claims.tenant_id,
      userId: claims.user_id,
      account: claims.account,
      deptId: claims.dept_id.split(',')[0] || '0',
      roleIds: claims.role_id ? claims.role_id.split(',') : [],
      administrator: standing.administrator,
    };
  }
}
