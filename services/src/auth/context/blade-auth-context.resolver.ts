import { Injectable } from '@nestjs/common';
import { UnauthorizedError } from '@platform/errors/domain-errors';
import {
  ANONYMOUS_IDENTITY,
  RequestContextResolver,
  type RequestIdentity,
  type ResolverInput,
} from '@platform/context/request-context.resolver';
import { bearerToken } from '@services/auth/context/bearer-token';
import { SessionStanding } from '@services/auth/sessions/session-standing';
import { AccessTokenService } from '@services/auth/tokens/access-token.service';

/**
 * Who is calling, from the access token: no token is an anonymous caller (the access guard then
 * refuses all but public routes); a bad or expired token, or one whose session no longer stands
 * (logged out, user or tenant removed, locked or expired, roles changed), answers 401 at once.
 */
@Injectable()
export class BladeAuthContextResolver extends RequestContextResolver {
  constructor(
    private readonly accessTokens: AccessTokenService,
    private readonly sessions: SessionStanding,
  ) {
    super();
  }

  async resolve({ headers, query }: ResolverInput): Promise<RequestIdentity> {
    const token = bearerToken(headers, query);
    if (!token) return ANONYMOUS_IDENTITY;
    const claims = await this.accessTokens.verifyAccessToken(token);
    const session = {
      tenantId: claims.tenant_id,
      userId: claims.user_id,
      roleId: claims.role_id,
      deptId: claims.dept_id,
      jti: claims.jti,
    };
    const standing = await this.sessions.check(session);
    if (!standing.stands) throw new UnauthorizedError();
    return {
      administrator: standing.administrator,
      tenantId: claims.tenant_id,
      userId: claims.user_id,
      account: claims.account,
      deptId: claims.dept_id.split(',')[0] || '0',
      roleIds: claims.role_id ? claims.role_id.split(',') : [],
    };
  }
}
