import { randomUUID } from 'node:crypto';
import { hashOpaqueToken as hashToken, newOpaqueToken as newToken } from '@services/auth/tokens/opaque-token';
import { UnauthorizedError } from '@platform/errors/domain-errors';
import type { RefreshTokenRepository, RefreshTokenRow } from '@services/auth/tokens/refresh-token.repository';

/** Who a refresh token was issued to, and for which department and role (comma lists). */
export interface RefreshContext {
  tenantId: string;
  userId: string;
  clientId: string;
  deptId: string;
  roleId: string;
}

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
}

export interface RotatedRefreshToken {
  context: RefreshContext;
  next: IssuedRefreshToken;
}

export interface RefreshTokenOptions {
  /** Milliseconds since the Unix epoch; injected so tests can move time. */
  clock?: () => number;
}

/**
 * Rotating refresh tokens with reuse detection (ARCHITECTURE.md §7). A token is opaque and good
 * for one refresh, which answers its successor in the same family. A token presented a second
 * time was copied: the whole family is revoked, so that neither the thief nor the user can go on
 * without logging in again.
 */
export class RefreshTokenService {
  private readonly clock: () => number;

  constructor(
    private readonly tokens: RefreshTokenRepository,
    options: RefreshTokenOptions = {},
  ) {
    this.clock = options.clock ?? Date.now;
  }

  /** Starts a family: a login. */
  async issue(context: RefreshContext, validitySeconds: number): Promise<IssuedRefreshToken> {
    if (!Number.isInteger(validitySeconds) || validitySeconds <= 0) {
      throw new Error(`token validity must be a positive number of seconds, got ${validitySeconds}`);
    }
    const token = newToken();
    const issuedAt = new Date(this.clock());
    const expiresAt = new Date(issuedAt.getTime() + validitySeconds * 1000);
    // Each login clears what its user's earlier sessions left behind, so the table stays small.
    await this.tokens.deleteExpiredFamiliesOf(context.tenantId, context.userId, issuedAt);
    await this.tokens.insert({
      ...tokenColumns(token, randomUUID(), issuedAt, expiresAt),
      ...contextColumns(context),
    });
    return { token, expiresAt };
  }

  /**
   * Uses `token` up and answers its successor, valid as long as it was, with the context both
   * were issued for. UnauthorizedError when the token is unknown, expired, revoked or used.
   */
  async rotate(token: string): Promise<RotatedRefreshToken> {
    const tokenHash = hashToken(token);
    const now = new Date(this.clock());
    const nextToken = newToken();
    const used = await this.tokens.useAndReplace(tokenHash, now, (row) => ({
      ...tokenColumns(nextToken, row.family_id, now, successorExpiry(row, now)),
      ...contextColumns(contextOf(row)),
    }));
    if (used) {
      return { context: contextOf(used), next: { token: nextToken, expiresAt: successorExpiry(used, now) } };
    }

    const presented = await this.tokens.find(tokenHash);
    if (presented?.used_at) await this.tokens.revokeFamilyOf(tokenHash, now);
    throw new UnauthorizedError();
  }

  /** Logout: the token and every other of its family stop working. Unknown tokens are ignored. */
  async revokeFamilyOf(token: string): Promise<void> {
    await this.tokens.revokeFamilyOf(hashToken(token), new Date(this.clock()));
  }

  /** Every session of the user, for example after a password reset or when the account is locked. */
  async revokeAllOfUser(tenantId: string, userId: string): Promise<void> {
    await this.tokens.revokeAllOfUser(tenantId, userId, new Date(this.clock()));
  }
}

function tokenColumns(token: string, familyId: string, issuedAt: Date, expiresAt: Date) {
  return {
    id: randomUUID(),
    token_hash: hashToken(token),
    family_id: familyId,
    issued_at: issuedAt,
    expires_at: expiresAt,
  };
}

/** A refresh slides the window: the successor lives as long as the token it replaces did. */
function successorExpiry(replaced: RefreshTokenRow, now: Date): Date {
  return new Date(now.getTime() + replaced.expires_at.getTime() - replaced.issued_at.getTime());
}

function contextColumns(context: RefreshContext) {
  return {
    tenant_id: context.tenantId,
    user_id: context.userId,
    client_id: context.clientId,
    dept_id: context.deptId,
    role_id: context.roleId,
  };
}

function contextOf(row: RefreshTokenRow): RefreshContext {
  return {
    tenantId: row.tenant_id,
    userId: row.user_id,
    clientId: row.client_id,
    deptId: row.dept_id,
    roleId: row.role_id,
  };
}
