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
 */
export interface CaptchaStore {
  readonly kind: 'redis' | 'sql';
  /** `nowMs` is the issuing service's clock: the store may forget the captcha once it expires. */
  save(key: string, captcha: StoredCaptcha, nowMs: number): Promise<void>;
  /**
   * Removes the captcha and answers it in one atomic step, so that of two concurrent logins with
   * the same key only one can get it: a code is good for one attempt.
   */
  take(key: string): Promise<StoredCaptcha | undefined>;
  /**
   * The code of a captcha without using it up. For end-to-end tests only, which read it from the
   * server's store: no route may ever answer it.
   */
  peekCode(key: string): Promise<string | undefined>;
  close(): Promise<void>;
}
