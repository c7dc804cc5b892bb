import { type FakeBank, startFakeBank } from '@infra/fake-bank/fake-bank-server';

/**
 * The fake supervise bank of one test file, shared by its PostgreSQL and PGlite runs: started
 * before them and closed after. `bankSettings` points an app at it, with a short timeout so that
 * a test of a lost answer waits a second rather than the production default.
 */
export function fakeBankOfTheFile() {
  let started: FakeBank | undefined;
  beforeAll(async () => {
    started = await startFakeBank();
  });
  afterAll(async () => {
    await started?.close();
  });
  const bank = (): FakeBank => {
    if (!started) throw new Error('the fake bank starts in the file’s beforeAll');
    return started;
  };
  const bankSettings = () => ({ SUPERVISE_BANK_URL: bank().url, SUPERVISE_BANK_TIMEOUT_MS: '1000' });
  return { bank, bankSettings };
}
