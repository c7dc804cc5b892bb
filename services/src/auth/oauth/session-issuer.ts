import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { AccessTokenService } from '@services/auth/tokens/access-token.service';
import { type IssuedRefreshToken, RefreshTokenService } from '@services/auth/tokens/refresh-token.service';
import type { OAuthClient } from '@services/auth/oauth/oauth-clients.repository';
import { RoleNamesRepository } from '@services/auth/oauth/role-names.repository';
import type { TokenAnswer } from '@services/auth/oauth/oauth.wire';
import type { SessionScope } from '@services/auth/oauth/token-answer';
import type { UserAccount } from '@projections/user/user/user-account.queries';

export const productLicense = 'Prepaid Steward';

/**
 * Opens a session: an access token for the user in the chosen department and role, and a
 * refresh token that continues it (a new family at login, the rotated successor on refresh).
 */
@Injectable()
export class SessionIssuer {
  constructor(
    private readonly accessTokens: AccessTokenService,
    private readonly refreshTokens: RefreshTokenService,
    private readonly roleNames: RoleNamesRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * `continued`: the refresh token that carries on a session (refresh grant); `oauthId`: the
   * third-party identity it was opened with (social grant).
   */
  async open(
    user: UserAccount,
    client: OAuthClient,
    scope: SessionScope,
    { continued, oauthId = '' }: { continued?: IssuedRefreshToken; oauthId?: string } = {},
  ) {
    const refresh =
      continued ??
      (await this.refreshTokens.issue(
        { tenantId: user.tenantId, userId: user.id, clientId: client.clientId, ...scope },
        client.refreshTokenValidity,
      ));
    const claims = {
      tenant_id: user.tenantId,
      user_id: user.id,
      dept_id: scope.deptId,
      role_id: scope.roleId,
      role_name: await this.roleNames.namesOf(user.tenantId, scope.roleId.split(',').filter(Boolean)),
      post_id: user.postIds.join(','),
      account: user.account,
      user_name: user.account,
      nick_name: user.name,
      real_name: user.realName,
      client_id: client.clientId,
      oauth_id: oauthId,
    };
    const access = await this.accessTokens.signAccessToken(claims, client.accessTokenValidity);
    const answer: TokenAnswer = {
      ...claims,
      access_token: access.token,
      token_type: 'bearer',
      refresh_token: refresh.token,
      expires_in: Math.max(0, Math.round((access.expiresAt.getTime() - this.clock.now().getTime()) / 1000)),
      scope: 'all',
      avatar: user.avatar ?? '',
      license: productLicense,
      detail: { type: 'web' },
    };
    return answer;
  }
}
