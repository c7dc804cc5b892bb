import { randomUUID } from 'node:crypto';
import { drawCaptcha } from '@services/auth/captcha/captcha-image';
import type { CaptchaStore } from '@services/auth/captcha/captcha-store.port';
import type { IssuedCaptcha } from '@services/auth/captcha/captcha.wire';

export interface CaptchaOptions {
  /** How long a code stays good: 5 minutes by default (WIRE.md). */
  validityMs?: number;
  /** Milliseconds since the Unix epoch; injected so tests can move time. */
  clock?: () => number;
}

const fiveMinutesMs = 5 * 60_000;

/** The login captcha (WIRE.md "The token call"): single use, case-insensitive, short-lived. */
export class CaptchaService {
  private readonly validityMs: number;
  private readonly clock: () => number;

  constructor(
    private readonly store: CaptchaStore,
    options: CaptchaOptions = {},
  ) {
    this.validityMs = options.validityMs ?? fiveMinutesMs;
    if (!Number.isInteger(this.validityMs) || this.validityMs <= 0) {
      throw new Error(`captcha validity must be a positive number of milliseconds, got ${this.validityMs}`);
    }
    this.clock = options.clock ?? Date.now;
  }

  async issue(): Promise<IssuedCaptcha> {
    const key = randomUUID();
    const { code, image } = drawCaptcha();
    const nowMs = this.clock();
    await this.store.save(key, { code, expiresAtMs: nowMs + this.validityMs }, nowMs);
    return { key, image };
  }

  /**
   * Whether `code` answers the captcha `key`. The captcha is used up whatever the answer, so a
   * wrong guess cannot be followed by another on the same image.
   */
  async verify(key: string, code: string): Promise<boolean> {
    const stored = await this.store.take(key);
    if (!stored || stored.expiresAtMs <= this.clock()) return false;
    return stored.code.toLowerCase() === code.toLowerCase();
  }
}
