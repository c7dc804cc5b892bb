import { Redis } from 'ioredis';
import type { CaptchaStore, StoredCaptcha } from '@services/auth/captcha/captcha-store.port';

export interface RedisCaptchaStoreOptions {
  redisUrl: string;
  /** Prepended to every key, so that tests and several deployments can share a server. */
  keyPrefix?: string;
  onError?: (error: unknown) => void;
}

const defaultKeyPrefix = 'steward:captcha:';

/**
 * Captchas in Redis. The expiry travels with the value and is checked by the service on its own
 * clock; the key's TTL only lets Redis forget what nobody answered.
 */
export class RedisCaptchaStore implements CaptchaStore {
  readonly kind = 'redis';
  private readonly redis: Redis;
  private readonly keyPrefix: string;

  constructor(options: RedisCaptchaStoreOptions) {
    this.keyPrefix = options.keyPrefix ?? defaultKeyPrefix;
    this.redis = new Redis(options.redisUrl);
    this.redis.on('error', options.onError ?? ((error: unknown) => console.error('[captcha]', error)));
  }

  async save(key: string, captcha: StoredCaptcha, nowMs: number): Promise<void> {
    const ttlMs = Math.max(1, captcha.expiresAtMs - nowMs);
    await this.redis.set(this.keyPrefix + key, JSON.stringify(captcha), 'PX', ttlMs);
  }

  async take(key: string): Promise<StoredCaptcha | undefined> {
    // GETDEL (Redis 6.2+) reads and deletes as one command: no second login can read it between.
    return parse(await this.redis.getdel(this.keyPrefix + key));
  }

  async peekCode(key: string): Promise<string | undefined> {
    return parse(await this.redis.get(this.keyPrefix + key))?.code;
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

function parse(value: string | null): StoredCaptcha | undefined {
  return value === null ? undefined : (JSON.parse(value) as StoredCaptcha);
}
