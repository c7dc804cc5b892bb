import type { CaptchaStore } from '@services/auth/captcha/captcha-store.port';
import { CaptchaService } from '@services/auth/captcha/captcha.service';

/** The behaviour over real stores is in captcha-store.contract.ts; this is configuration only. */
const unusedStore: CaptchaStore = {
  kind: 'sql',
  save: () => Promise.reject(new Error('not used')),
  take: () => Promise.reject(new Error('not used')),
  peekCode: () => Promise.reject(new Error('not used')),
  close: () => Promise.resolve(),
};

describe('CaptchaService', () => {
  it.each([0, -1, 1.5, Number.NaN])('refuses a validity of %s milliseconds', (validityMs) => {
    expect(() => new CaptchaService(unusedStore, { validityMs })).toThrow(/validity/);
  });
});
