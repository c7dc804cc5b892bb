import { Redis } from 'ioredis';
import { deleteRedisKeys, testRedisUrl } from '@platform/jobs/testing/test-redis';
import { defaultTokenRateLimits } from '@services/auth/rate-limit/token-rate-limits';
import { describeOnBothDatabases, startTestApp, type TestApp } from '@services/testing/test-app';

const saber = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const adminMd5 = '21232f297a57a5a743894a0e4a801fc3';
const wrongMd5 = 'e10adc3949ba59abbe56e057f20f883e';
const { perIp, perAccount, windowMs } = defaultTokenRateLimits;
/** The test app's generous limits set aside: the defaults hold. */
const realLimits = { TOKEN_LIMIT_PER_IP: '', TOKEN_LIMIT_PER_ACCOUNT: '' };

interface Call {
  /** The client's address; each test speaks from addresses of its own, so budgets do not mix. */
  ip: string;
  query?: Record<string, string>;
  body?: Record<string, string>;
  headers?: Record<string, string>;
  /** The API process called; the suite's own by default. */
  to?: TestApp;
}

/**
 * The limits as a deployment without settings has them (the test app's own are generous): in
 * Redis on PostgreSQL (REDIS_URL set, for the jobs), in memory on PGlite.
 */
describeOnBothDatabases(
  'the token call rate limits',
  'token_rate_limit',
  (current) => {
    const token = ({ ip, query = {}, body, headers = {}, to = current() }: Call) =>
      to.app.inject({
        method: 'POST',
        url: `/api/blade-auth/oauth/token?${new URLSearchParams(query)}`,
        headers: { authorization: saber, ...headers },
        remoteAddress: ip,
        ...(body && { payload: body }),
      });
    const wrongPassword = (ip: string, username: string, tenantId = '000000') =>
      token({ ip, query: { grant_type: 'password', tenantId, username, password: wrongMd5 } });
    const bogusRefresh = (ip: string, to?: TestApp) =>
      token({ ip, to, query: { grant_type: 'refresh_token', refresh_token: 'not-a-refresh-token' } });

    /** Each call answered by the grant itself (its own refusal), none by the limit. */
    async function expectAnsweredByGrant(status: number, calls: Promise<{ statusCode: number }>[]) {
      for (const answer of await Promise.all(calls)) expect(answer.statusCode).toBe(status);
    }

    function expectTooMany(answer: {
      statusCode: number;
      headers: Record<string, unknown>;
      json(): unknown;
    }) {
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toEqual({ code: 429, success: false, data: {}, msg: '请求过于频繁,请稍后再试' });
      const retryAfter = Number(answer.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
    }

    const redisPrefix = () => `steward:rate-limit:${current().runtime.config.jobQueue ?? 'default'}:`;
    afterAll(async () => {
      if (current().runtime.config.redisUrl) await deleteRedisKeys(`${redisPrefix()}*`);
    });

    it(`answers the call after ${perIp} in a minute from one IP 429, whatever it asks, and not another IP`, async () => {
      await expectAnsweredByGrant(
        401,
        Array.from({ length: perIp }, () => bogusRefresh('198.51.100.1')),
      );
      expectTooMany(await bogusRefresh('198.51.100.1'));
      // Another account or grant from the same IP is over the IP's limit too.
      expectTooMany(await wrongPassword('198.51.100.1', 'ip-limit-someone'));
      expect((await bogusRefresh('198.51.100.2')).statusCode).toBe(401);
    });

    it('counts SMS codes asked for from an IP in its budget, whatever the phones', async () => {
      const askCode = (ip: string, n: number) =>
        current().app.inject({
          method: 'POST',
          url: '/api/prepaid-message/sendValidateMessage',
          payload: { phone: `1390000${String(n).padStart(4, '0')}` },
          remoteAddress: ip,
        });
      await expectAnsweredByGrant(
        200,
        Array.from({ length: perIp }, (_, n) => askCode('198.51.100.7', n)),
      );
      expectTooMany(await askCode('198.51.100.7', perIp));
      expectTooMany(await bogusRefresh('198.51.100.7'));
    });

    it(`answers the sign-in after ${perAccount} in a minute to one account 429, from any IP`, async () => {
      await expectAnsweredByGrant(
        400,
        Array.from({ length: perAccount }, (_, i) => wrongPassword(`198.51.100.${10 + (i % 2)}`, 'guessed')),
      );
      expectTooMany(await wrongPassword('198.51.100.12', 'guessed'));
      // The same account named by the Tenant-Id header, or in a JSON body, is the same account.
      expectTooMany(
        await token({
          ip: '198.51.100.13',
          query: { grant_type: 'password', username: 'guessed', password: wrongMd5 },
          headers: { 'tenant-id': '000000' },
        }),
      );
      expectTooMany(
        await token({
          ip: '198.51.100.14',
          body: { grant_type: 'password', tenantId: '000000', username: ' guessed ', password: adminMd5 },
        }),
      );
    });

    it('keeps the budget of every other account, from the same IP and of the same name in another tenant', async () => {
      const ip = '198.51.100.20';
      await expectAnsweredByGrant(
        400,
        Array.from({ length: perAccount }, () => wrongPassword(ip, 'tried')),
      );
      expectTooMany(await wrongPassword(ip, 'tried'));
      expect((await wrongPassword(ip, 'other-account')).statusCode).toBe(400);
      expect((await wrongPassword(ip, 'tried', '000042')).statusCode).toBe(400);
    });

    it('lets a correct sign-in through within the limits', async () => {
      const answer = await token({
        ip: '198.51.100.30',
        query: { grant_type: 'password', tenantId: '000000', username: 'admin', password: adminMd5 },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ account: 'admin', token_type: 'bearer' });
    });

    it('shares the counts with another API process exactly when both use Redis', async () => {
      const { databaseUrl, redisUrl, jobQueue } = current().runtime.config;
      // On PostgreSQL a second API process of the same deployment; on PGlite one of its own.
      const env = redisUrl ? { PROCESS_ROLES: 'api', REDIS_URL: redisUrl, JOB_QUEUE: jobQueue } : {};
      const second = await startTestApp({ databaseUrl, env: { ...env, ...realLimits } });
      try {
        const ip = '198.51.100.50';
        await expectAnsweredByGrant(
          401,
          Array.from({ length: perIp }, () => bogusRefresh(ip)),
        );
        const answer = await bogusRefresh(ip, second);
        if (redisUrl) expectTooMany(answer);
        else expect(answer.statusCode).toBe(401);
      } finally {
        await second.close();
      }
    });

    it('keeps the counts in Redis exactly when REDIS_URL is set', async () => {
      await bogusRefresh('198.51.100.40');
      const redis = new Redis(testRedisUrl);
      try {
        const keys = await redis.keys(`${redisPrefix()}*ip:198.51.100.40`);
        if (current().runtime.config.redisUrl) expect(keys).toHaveLength(1);
        else expect(keys).toEqual([]);
      } finally {
        await redis.quit();
      }
    });
  },
  { bullmqOnPostgres: true, env: () => realLimits },
);
