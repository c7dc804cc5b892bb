import { Injectable } from '@nestjs/common';
import { UnauthorizedError } from '@platform/errors/domain-errors';
import {
  ANONYMOUS_IDENTITY,
  RequestContextResolver,
  type RequestIdentity,
  type ResolverInput,
} from '@platform/context/request-context.resolver';
import { bearerToken } from '@services/auth/context/bearer-token';
import { AccessTokenDenylist } from '@services/auth/tokens/access-token-denylist';
import { AccessTokenService } from '@services/auth/tokens/access-token.service';

/**
 * Who is calling, from the access token: no token is an anonymous caller (the access guard then
 * refuses all but public routes); a bad, expired or logged-out token answers 401 at once.
 */
@Injectable()
export class BladeAuthContextResolver extends RequestContextResolver {
  constructor(
    private readonly accessTokens: AccessTokenService,
    private readonly denylist: AccessTokenDenylist,
  ) {
    super();
  }

  async resolve({ headers, query }: ResolverInput): Promise<RequestIdentity> {
    const token = bearerToken(headers, query);
    if (!token) return ANONYMOUS_IDENTITY;
    const claims = await this.accessTokens.verifyAccessToken(token);
    if (await this.denylist.isRevoked(claims.jti)) throw new UnauthorizedError();
    return {
      tenantId: claims.tenant_id,
      userId: claims.user_id,
      account: claims.account,
      deptId: claims.dept_id.split(',')[0] || '0',
      roleIds: claims.role_id ? claims.role_id.split(',') : [],
    };
  }
}
