import type { SqlDatabase } from '@platform/database/database';
import { CaptchaRepository } from '@services/auth/captcha/captcha.repository';
import type { CaptchaStore } from '@services/auth/captcha/captcha-store.port';
import { RedisCaptchaStore } from '@services/auth/captcha/redis-captcha.store';

export interface CaptchaStoreConfig {
  /** REDIS_URL: captchas in Redis when set, else in the SQL database. */
  redisUrl: string | undefined;
  db: SqlDatabase['db'];
  redisKeyPrefix?: string;
  onError?: (error: unknown) => void;
}

export function createCaptchaStore(config: CaptchaStoreConfig): CaptchaStore {
  const { redisUrl, db, redisKeyPrefix, onError } = config;
  return redisUrl
    ? new RedisCaptchaStore({ redisUrl, keyPrefix: redisKeyPrefix, onError })
    : new CaptchaRepository(db);
}
