/** A captcha as the server keeps it between the image and the login that answers it. */
export interface StoredCaptcha {
  /** As drawn; compared without regard to case. */
  code: string;
  /** Milliseconds since the Unix epoch, on the clock of the service that issued it. */
  expiresAtMs: number;
}

/**
 * Where issued captchas wait for the login that answers them: Redis when there is one, else the
 * SQL database. Either way every API process sees every captcha, whichever served the image.
 * A class, so that it is also the module's token for the store the configuration chose.
 */
export abstract class CaptchaStore {
  abstract readonly kind: 'redis' | 'sql';
  /** `nowMs` is the issuing service's clock: the store may forget the captcha once it expires. */
  abstract save(key: string, captcha: StoredCaptcha, nowMs: number): Promise<void>;
  /**
   * Removes the captcha and answers it in one atomic step, so that of two concurrent logins with
   * the same key only one can get it: a code is good for one attempt.
   */
  abstract take(key: string): Promise<StoredCaptcha | undefined>;
  /**
   * The code of a captcha without using it up. For end-to-end tests only, which read it from the
   * server's store: no route may ever answer it.
   */
  abstract peekCode(key: string): Promise<string | undefined>;
  abstract close(): Promise<void>;
}
