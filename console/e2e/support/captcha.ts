import Redis from 'ioredis';
import type { Page } from '@playwright/test';

/**
 * The code of the captcha the login page shows, read from the server's captcha store in Redis
 * (the key comes from the page's own captcha call), as an operator would read the image.
 */
export async function captchaCodeFor(key: string): Promise<string> {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  try {
    await redis.connect();
    const stored = await redis.get(`steward:captcha:${key}`);
    if (!stored) throw new Error(`no captcha ${key} in the store`);
    return (JSON.parse(stored) as { code: string }).code;
  } finally {
    redis.disconnect();
  }
}

/** Waits for the page's next captcha call and answers its key. */
export async function nextCaptchaKey(page: Page, trigger: () => Promise<unknown>): Promise<string> {
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.url().includes('/api/blade-auth/oauth/captcha')),
    trigger(),
  ]);
  const body = (await response.json()) as { key?: string; data?: { key?: string } };
  const key = body.key ?? body.data?.key;
  if (!key) throw new Error('the captcha answer carries no key');
  return key;
}
