import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { captchaStoreContract } from '@services/auth/captcha/captcha-store.contract';
import { CaptchaService } from '@services/auth/captcha/captcha.service';
import { RedisCaptchaStore } from '@services/auth/captcha/redis-captcha.store';
import { deleteRedisKeys, testRedisUrl as redisUrl } from '@platform/jobs/testing/test-redis';

/** Keys of this file only, removed at the end. */
const keyPrefix = `test-captcha-${randomUUID()}:`;

describe('RedisCaptchaStore', () => {
  afterAll(async () => {
    await deleteRedisKeys(`${keyPrefix}*`);
  });

  describe('contract', () => {
    captchaStoreContract(async () => {
      const store = new RedisCaptchaStore({ redisUrl, keyPrefix });
      return { store, dispose: () => store.close() };
    });
  });

  it('lets Redis forget, under its prefix, a captcha nobody answers once it expires', async () => {
    const store = new RedisCaptchaStore({ redisUrl, keyPrefix });
    const redis = new Redis(redisUrl);
    try {
      const { key } = await new CaptchaService(store, { validityMs: 60_000 }).issue();
      const ttlMs = await redis.pttl(`${keyPrefix}${key}`);
      expect(ttlMs).toBeGreaterThan(0);
      expect(ttlMs).toBeLessThanOrEqual(60_000);
    } finally {
      await redis.quit();
      await store.close();
    }
  });
});
