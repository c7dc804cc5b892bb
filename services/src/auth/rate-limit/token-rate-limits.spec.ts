import { defaultTokenRateLimits, tokenRateLimitsFromEnv } from '@services/auth/rate-limit/token-rate-limits';

describe('tokenRateLimitsFromEnv', () => {
  it('takes 20 calls per IP and 10 sign-ins per account a minute when nothing is set', () => {
    expect(tokenRateLimitsFromEnv({})).toEqual({ perIp: 20, perAccount: 10, windowMs: 60_000 });
    expect(tokenRateLimitsFromEnv({ TOKEN_LIMIT_PER_IP: '' })).toEqual(defaultTokenRateLimits);
  });

  it('reads each limit from its variable', () => {
    const env = { TOKEN_LIMIT_PER_IP: '100', TOKEN_LIMIT_PER_ACCOUNT: '5', TOKEN_LIMIT_WINDOW_MS: '1000' };
    expect(tokenRateLimitsFromEnv(env)).toEqual({ perIp: 100, perAccount: 5, windowMs: 1000 });
  });

  it.each(['0', '-1', '1.5', 'ten'])('refuses a limit of "%s" at start', (value) => {
    expect(() => tokenRateLimitsFromEnv({ TOKEN_LIMIT_PER_ACCOUNT: value })).toThrow(
      /TOKEN_LIMIT_PER_ACCOUNT must be a positive integer/,
    );
  });
});
