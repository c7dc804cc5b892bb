import { FakeBankClock } from '@infra/fake-bank/fake-bank-clock';

describe('FakeBankClock', () => {
  it('gives value on the Beijing date, which is a day ahead of UTC from 16:00 UTC', () => {
    expect(new FakeBankClock(() => new Date('2026-11-28T15:59:59Z')).valueDate()).toBe('2026-11-28');
    expect(new FakeBankClock(() => new Date('2026-11-28T16:00:00Z')).valueDate()).toBe('2026-11-29');
  });

  it('gives value on a business date set by a test or the simulator, until it is cleared', () => {
    const clock = new FakeBankClock(() => new Date('2026-11-28T17:00:00Z'));
    clock.setBusinessDate('2026-11-20');
    expect(clock.valueDate()).toBe('2026-11-20');
    clock.setBusinessDate(undefined);
    expect(clock.valueDate()).toBe('2026-11-29');
  });
});
