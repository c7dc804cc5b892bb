import { createHash, randomBytes } from 'node:crypto';

/**
 * 256 random bits, for refresh tokens and single sign-on codes. Only their sha256 is stored: a
 * copy of the table cannot be used.
 */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
