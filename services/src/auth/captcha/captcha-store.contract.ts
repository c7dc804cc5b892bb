import { captchaAlphabet } from '@services/auth/captcha/captcha-image';
import type { CaptchaStore } from '@services/auth/captcha/captcha-store.port';
import { CaptchaService } from '@services/auth/captcha/captcha.service';
import { manualClock } from '@services/auth/tokens/testing/manual-clock';

export interface CaptchaStoreFixture {
  store: CaptchaStore;
  dispose(): Promise<void>;
}

const fiveMinutesMs = 5 * 60_000;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * The behaviour of the login captcha over every CaptchaStore adapter. Each adapter's spec calls
 * this with its storage; time moves on a manual clock, never by waiting.
 */
export function captchaStoreContract(createFixture: () => Promise<CaptchaStoreFixture>) {
  let fixture: CaptchaStoreFixture;

  beforeAll(async () => {
    fixture = await createFixture();
  });
  afterAll(async () => {
    await fixture.dispose();
  });

  function service(validityMs?: number) {
    const clock = manualClock();
    return { clock, captchas: new CaptchaService(fixture.store, { clock: clock.read, validityMs }) };
  }

  async function issueWithCode(captchas: CaptchaService) {
    const { key, image } = await captchas.issue();
    const code = await fixture.store.peekCode(key);
    if (code === undefined) throw new Error(`captcha ${key} was not stored`);
    return { key, image, code };
  }

  it('issues a PNG image under a random uuid key, with a 4-character code of the alphabet', async () => {
    const { captchas } = service();
    const first = await issueWithCode(captchas);
    const second = await issueWithCode(captchas);
    expect(first.key).toMatch(uuidPattern);
    expect(second.key).not.toBe(first.key);
    expect(first.code).toMatch(new RegExp(`^[${captchaAlphabet}]{4}$`));
    expect(first.image).toMatch(/^data:image\/png;base64,/);
  });

  it('accepts the right code once, in any case, and never again', async () => {
    const { captchas } = service();
    const upper = await issueWithCode(captchas);
    expect(await captchas.verify(upper.key, upper.code)).toBe(true);
    expect(await captchas.verify(upper.key, upper.code)).toBe(false);

    const lower = await issueWithCode(captchas);
    expect(await captchas.verify(lower.key, lower.code.toLowerCase())).toBe(true);
    expect(await fixture.store.peekCode(lower.key)).toBeUndefined();
  });

  it('uses the captcha up on a wrong code too', async () => {
    const { captchas } = service();
    const { key, code } = await issueWithCode(captchas);
    expect(await captchas.verify(key, 'WRONG')).toBe(false);
    expect(await captchas.verify(key, code)).toBe(false);
  });

  it('refuses an unknown key', async () => {
    const { captchas } = service();
    expect(await captchas.verify('00000000-0000-4000-8000-000000000000', 'ACDE')).toBe(false);
    expect(await captchas.verify('not a uuid', 'ACDE')).toBe(false);
    expect(await fixture.store.peekCode('not a uuid')).toBeUndefined();
  });

  it('accepts a code until five minutes have passed, and not from then on', async () => {
    const { clock, captchas } = service();
    const inTime = await issueWithCode(captchas);
    const late = await issueWithCode(captchas);
    clock.advance(fiveMinutesMs - 1);
    expect(await captchas.verify(inTime.key, inTime.code)).toBe(true);
    clock.advance(1);
    expect(await captchas.verify(late.key, late.code)).toBe(false);
  });

  it('takes another validity when configured', async () => {
    const { clock, captchas } = service(1_000);
    const { key, code } = await issueWithCode(captchas);
    clock.advance(1_000);
    expect(await captchas.verify(key, code)).toBe(false);
  });

  it('lets only one of concurrent logins with the same captcha through', async () => {
    const { captchas } = service();
    const { key, code } = await issueWithCode(captchas);
    const answers = await Promise.all(Array.from({ length: 8 }, () => captchas.verify(key, code)));
    expect(answers.filter(Boolean)).toHaveLength(1);
  });
}
