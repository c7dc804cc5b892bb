import type { VerifiedAccessToken } from '@services/auth/tokens/access-token-claims';
import type { ReadModelChanges } from '@platform/read-model-cache/read-model-changes';
import {
  type RevokedTokenRepository,
  revokedTokenTable,
} from '@services/auth/tokens/revoked-token.repository';

export interface AccessTokenDenylistOptions {
  /** Milliseconds since the Unix epoch; injected so tests can move time. */
  clock?: () => number;
}

/**
 * Access tokens are checked by signature alone, so one stays good until it expires. Logout puts
 * its jti here, and every authenticated call asks isRevoked after verifying the signature.
 */
export class AccessTokenDenylist {
  private readonly clock: () => number;

  constructor(
    private readonly revoked: RevokedTokenRepository,
    private readonly changes: Pick<ReadModelChanges, 'announce'>,
    options: AccessTokenDenylistOptions = {},
  ) {
    this.clock = options.clock ?? Date.now;
  }

  async revoke(token: Pick<VerifiedAccessToken, 'jti' | 'exp'>): Promise<void> {
    const now = new Date(this.clock());
    // An entry is needed only until its token expires anyway. Logouts are rare next to the calls
    // that read the list, so each one clears the entries that no longer matter.
    await this.revoked.deleteExpired(now);
    await this.revoked.insert(token.jti, new Date(token.exp * 1000));
    // Every process that kept the token's standing forgets it: it is refused at its next call.
    await this.changes.announce([revokedTokenTable], [token.jti]);
  }

  async isRevoked(jti: string): Promise<boolean> {
    return this.revoked.isRevoked(jti, new Date(this.clock()));
  }
}
