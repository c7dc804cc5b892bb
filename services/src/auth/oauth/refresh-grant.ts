import { Injectable } from '@nestjs/common';
import { UnauthorizedError } from '@platform/errors/domain-errors';
import type { OAuthClient } from '@services/auth/oauth/oauth-clients.repository';
import { SessionIssuer } from '@services/auth/oauth/session-issuer';
import type { TokenAnswer } from '@services/auth/oauth/oauth.wire';
import { sessionScopeOf } from '@services/auth/oauth/token-answer';
import type { LoginHeaders, TokenParameters } from '@services/auth/oauth/token-request';
import { SessionStanding } from '@services/auth/sessions/session-standing';
import { RefreshTokenService } from '@services/auth/tokens/refresh-token.service';
import { UserAccountQueries } from '@projections/user/user/user-account.queries';

export const refreshRefused = '刷新令牌已失效,请重新登录';

/**
 * The refresh_token grant: the token is spent and its successor answered (reuse of a spent one
 * revokes the family). The session must still stand (SessionStanding: user and tenant present,
 * not locked or expired, roles and departments still held), and the department/role headers switch the session's scope (SPEC.md §4, switch mode).
 */
@Injectable()
export class RefreshGrant {
  constructor(
    private readonly refreshTokens: RefreshTokenService,
    private readonly users: UserAccountQueries,
    private readonly standing: SessionStanding,
    private readonly sessions: SessionIssuer,
  ) {}

  async grant(params: TokenParameters, headers: LoginHeaders, client: OAuthClient): Promise<TokenAnswer> {
    if (!params.refresh_token) throw new UnauthorizedError(refreshRefused);
    const { context, next } = await this.refreshTokens
      .rotate(params.refresh_token)
      .catch((error: unknown) => {
        // Spent, expired or revoked (by a logout, say): refused in the grant's own words.
        throw error instanceof UnauthorizedError ? new UnauthorizedError(refreshRefused) : error;
      });
    const stands = context.clientId === client.clientId && (await this.standing.check(context)).stands;
    const user = stands ? await this.users.findById(context.tenantId, context.userId) : undefined;
    if (!user) {
      await this.refreshTokens.revokeFamilyOf(next.token);
      throw new UnauthorizedError(refreshRefused);
    }
    const switching = headers.deptId !== undefined || headers.roleId !== undefined;
    if (!switching)
      return this.sessions.open(
        user,
        client,
        { deptId: context.deptId, roleId: context.roleId },
        { continued: next },
      );
    // A new scope starts a new family: the old one ends with the switch.
    await this.refreshTokens.revokeFamilyOf(next.token);
    return this.sessions.open(user, client, sessionScopeOf(user, headers));
  }
}
