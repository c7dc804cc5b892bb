import type { FastifyRequest } from 'fastify';
import { commandMetadata } from '@platform/commands/command-metadata';
import { eventMetadataFrom } from '@platform/commands/event-metadata';
import { currentRequestContext } from '@platform/context/request-context';
import { bearerToken } from '@services/auth/context/bearer-token';
import type { AccessTokenDenylist } from '@services/auth/tokens/access-token-denylist';
import type { AccessTokenService } from '@services/auth/tokens/access-token.service';
import type { RefreshTokenService } from '@services/auth/tokens/refresh-token.service';
import type { UserCommands } from '@services/user/user.public';

/**
 * Logging out: the calling access token stops working at once, the user's refresh tokens are
 * revoked (the console holds one session per user), and the logout is recorded.
 */
export class Logout {
  constructor(
    private readonly accessTokens: AccessTokenService,
    private readonly denylist: AccessTokenDenylist,
    private readonly refreshTokens: RefreshTokenService,
    private readonly userCommands: UserCommands,
  ) {}

  async logout(request: FastifyRequest): Promise<Record<string, never>> {
    const context = currentRequestContext();
    const token = bearerToken(request.headers, request.query as Record<string, unknown>);
    if (token) await this.denylist.revoke(await this.accessTokens.verifyAccessToken(token));
    await this.refreshTokens.revokeAllOfUser(context.tenantId, context.userId);
    const at = new Date();
    await this.userCommands.run(
      context.userId,
      {
        type: 'RecordLoggedOut',
        data: {},
        metadata: commandMetadata(context, at),
      },
      eventMetadataFrom(context, at),
    );
    return {};
  }
}
