import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { UnauthorizedError } from '@platform/errors/domain-errors';
import {
  type AccessTokenClaims,
  accessTokenClaimsSchema,
  type VerifiedAccessToken,
  verifiedAccessTokenSchema,
} from '@services/auth/tokens/access-token-claims';
import type { SigningKeySource } from '@services/auth/tokens/token-signing-key';

export interface AccessTokenOptions {
  signingKey: SigningKeySource;
  /** Milliseconds since the Unix epoch; injected so tests can move time. */
  clock?: () => number;
}

export interface SignedAccessToken {
  token: string;
  jti: string;
  expiresAt: Date;
}

const algorithm = 'HS256';

/** Sessions whose verified tokens are kept: more only verify again. */
const verifiedTokensKept = 10_000;

/** Access tokens: JWTs signed with the platform's secret, checked on every authenticated call. */
export class AccessTokenService {
  private readonly signingKey: SigningKeySource;
  private readonly clock: () => number;
  /**
   * Tokens that verified, by their text. The key is the process's for its whole life, so a text
   * that verified once verifies again: only its expiry depends on when it is asked, and that is
   * checked at every call. Only a well-signed token gets in, so callers cannot fill it with junk.
   */
  private readonly verified = new LRUCache<string, VerifiedAccessToken>({ max: verifiedTokensKept });

  constructor(options: AccessTokenOptions) {
    this.signingKey = options.signingKey;
    this.clock = options.clock ?? Date.now;
  }

  async signAccessToken(claims: AccessTokenClaims, validitySeconds: number): Promise<SignedAccessToken> {
    if (!Number.isInteger(validitySeconds) || validitySeconds <= 0) {
      throw new Error(`token validity must be a positive number of seconds, got ${validitySeconds}`);
    }
    const issuedAt = Math.floor(this.clock() / 1000);
    const expiresAt = issuedAt + validitySeconds;
    const jti = randomUUID();
    // Parsing keeps only the named claims: nothing else the caller's object holds gets signed.
    const token = await new SignJWT(accessTokenClaimsSchema.parse(claims))
      .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
      .setJti(jti)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(await this.signingKey());
    return { token, jti, expiresAt: new Date(expiresAt * 1000) };
  }

  /** The token's claims, or UnauthorizedError when its signature, expiry or shape is wrong. */
  async verifyAccessToken(token: string): Promise<VerifiedAccessToken> {
    const kept = this.verified.get(token);
    if (kept) {
      // As jose decides it: expired from its exp second on.
      if (kept.exp <= Math.floor(this.clock() / 1000)) throw new UnauthorizedError();
      return kept;
    }
    // Loaded apart from the checks below: a key that fails to load is the server's fault, not the caller's.
    const key = await this.signingKey();
    const { payload } = await jwtVerify(token, key, {
      algorithms: [algorithm],
      currentDate: new Date(this.clock()),
    }).catch((error: unknown) => {
      throw error instanceof errors.JOSEError ? new UnauthorizedError() : error;
    });
    const verified = verifiedAccessTokenSchema.safeParse(payload);
    if (!verified.success) throw new UnauthorizedError();
    const claims = Object.freeze(verified.data);
    this.verified.set(token, claims);
    return claims;
  }
}
