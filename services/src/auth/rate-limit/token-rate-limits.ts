import { positiveInteger } from '@platform/config/app-config';

/** How many token calls a caller may make in a window before it is answered 429. */
export interface TokenRateLimits {
  /** Per client IP, whatever the grant or account. */
  perIp: number;
  /** Per account signing in (tenant and username), whichever IPs the calls come from. */
  perAccount: number;
  windowMs: number;
}

export const defaultTokenRateLimits: TokenRateLimits = { perIp: 20, perAccount: 10, windowMs: 60_000 };

/** TOKEN_LIMIT_PER_IP, TOKEN_LIMIT_PER_ACCOUNT and TOKEN_LIMIT_WINDOW_MS. */
export function tokenRateLimitsFromEnv(env: Readonly<NodeJS.ProcessEnv>): TokenRateLimits {
  const { perIp, perAccount, windowMs } = defaultTokenRateLimits;
  return {
    perIp: positiveInteger(env.TOKEN_LIMIT_PER_IP, perIp, 'TOKEN_LIMIT_PER_IP'),
    perAccount: positiveInteger(env.TOKEN_LIMIT_PER_ACCOUNT, perAccount, 'TOKEN_LIMIT_PER_ACCOUNT'),
    windowMs: positiveInteger(env.TOKEN_LIMIT_WINDOW_MS, windowMs, 'TOKEN_LIMIT_WINDOW_MS'),
  };
}
