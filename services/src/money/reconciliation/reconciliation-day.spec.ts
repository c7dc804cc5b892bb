import { dayBefore } from '@services/money/reconciliation/reconciliation.jobs';

describe('dayBefore: the day a nightly run reconciles', () => {
  it('is the day before the Beijing day it runs on, in its first hours too', () => {
    // 01:00 on the 29th in Beijing, still the 28th in UTC.
    expect(dayBefore(new Date('2026-11-28T17:00:00Z'))).toBe('2026-11-28');
    expect(dayBefore(new Date('2026-11-29T02:00:00Z'))).toBe('2026-11-28');
  });

  it('is the day before yesterday at Beijing’s last minute of a day', () => {
    // 23:59 on the 28th in Beijing.
    expect(dayBefore(new Date('2026-11-28T15:59:00Z'))).toBe('2026-11-27');
  });

  it('crosses months and years on the Beijing calendar', () => {
    expect(dayBefore(new Date('2026-12-31T16:30:00Z'))).toBe('2026-12-31');
    expect(dayBefore(new Date('2027-03-01T00:00:00Z'))).toBe('2027-02-28');
  });
});
