import { captchaStoreContract } from '@services/auth/captcha/captcha-store.contract';
import { CaptchaRepository } from '@services/auth/captcha/captcha.repository';
import { CaptchaService } from '@services/auth/captcha/captcha.service';
import { authTestDatabases, databaseOfSuite } from '@services/auth/tokens/testing/auth-test-database';
import { manualClock } from '@services/auth/tokens/testing/manual-clock';

describe.each(authTestDatabases)('CaptchaRepository on $name', ({ open }) => {
  describe('contract', () => {
    captchaStoreContract(async () => {
      const database = await open();
      return { store: new CaptchaRepository(database.db), dispose: () => database.close() };
    });
  });

  describe('captchas nobody answered', () => {
    const database = databaseOfSuite(open);

    const storedKeys = async () =>
      (await database().db.selectFrom('auth_captcha').select('key').execute()).map((row) => row.key).sort();

    it('are deleted by the next issue once expired, and not before', async () => {
      const clock = manualClock();
      const captchas = new CaptchaService(new CaptchaRepository(database().db), { clock: clock.read });
      const first = await captchas.issue();
      clock.advance(5 * 60_000 - 1);
      const second = await captchas.issue();
      expect(await storedKeys()).toEqual([first.key, second.key].sort());

      clock.advance(1);
      const third = await captchas.issue();
      expect(await storedKeys()).toEqual([second.key, third.key].sort());
    });
  });
});
