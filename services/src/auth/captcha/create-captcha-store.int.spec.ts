import { randomUUID } from 'node:crypto';
import { CaptchaService } from '@services/auth/captcha/captcha.service';
import type { CaptchaStore } from '@services/auth/captcha/captcha-store.port';
import { createCaptchaStore } from '@services/auth/captcha/create-captcha-store';
import { databaseOfSuite, openAuthPglite } from '@services/auth/tokens/testing/auth-test-database';
import { deleteRedisKeys, testRedisUrl as redisUrl } from '@platform/jobs/testing/test-redis';

describe('createCaptchaStore', () => {
  const database = databaseOfSuite(openAuthPglite);

  /**
   * Proves the store works, not just that it was built: a captcha goes through it. Answers how
   * many rows the SQL table held while the captcha was waiting.
   */
  async function answerOneCaptcha(store: CaptchaStore): Promise<number> {
    const captchas = new CaptchaService(store);
    const { key } = await captchas.issue();
    const sqlRows = (await database().db.selectFrom('auth_captcha').select('key').execute()).length;
    expect(await captchas.verify(key, (await store.peekCode(key)) ?? '')).toBe(true);
    return sqlRows;
  }

  it('keeps captchas in the SQL database when there is no Redis URL', async () => {
    const store = createCaptchaStore({ redisUrl: undefined, db: database().db });
    expect(store.kind).toBe('sql');
    expect(await answerOneCaptcha(store)).toBe(1);
    await store.close();
  });

  it('keeps captchas in Redis when a Redis URL is given', async () => {
    const redisKeyPrefix = `test-captcha-config-${randomUUID()}:`;
    const store = createCaptchaStore({ redisUrl, db: database().db, redisKeyPrefix });
    try {
      expect(store.kind).toBe('redis');
      expect(await answerOneCaptcha(store)).toBe(0);
    } finally {
      await store.close();
      await deleteRedisKeys(`${redisKeyPrefix}*`);
    }
  });
});
