import { Injectable } from '@nestjs/common';
import type { RequestContext } from '@platform/context/request-context';
import { AccessTokenDenylist } from '@services/auth/tokens/access-token-denylist';
import { AccessTokenService } from '@services/auth/tokens/access-token.service';
import { RefreshTokenService } from '@services/auth/tokens/refresh-token.service';
import { UserLoginHandlers } from '@services/user/user.public';

/**
 * Logging out: the calling access token stops working at once, the user's refresh tokens are
 * revoked (the console holds one session per user), and the logout is recorded.
 */
@Injectable()
export class Logout {
  constructor(
    private readonly accessTokens: AccessTokenService,
    private readonly denylist: AccessTokenDenylist,
    private readonly refreshTokens: RefreshTokenService,
    private readonly logins: UserLoginHandlers,
  ) {}

  /** `token`: the access token the call came with. */
  async logout(token: string | undefined, caller: RequestContext): Promise<void> {
    if (token) await this.denylist.revoke(await this.accessTokens.verifyAccessToken(token));
    await this.refreshTokens.revokeAllOfUser(caller.tenantId, caller.userId);
    await this.logins.recordLogout(caller);
  }
}
