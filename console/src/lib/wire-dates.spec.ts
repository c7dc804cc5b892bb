import { wireDay, wireNow } from '@console/lib/wire-dates';

describe('wireNow', () => {
  it('writes an instant in the wire zone, eight hours ahead of UTC', () => {
    expect(wireNow(new Date('2026-11-24T16:05:09Z'))).toBe('2026-11-25 00:05:09');
  });
});

describe('wireDay', () => {
  it('is the Beijing day, a day ahead of UTC from 16:00 UTC', () => {
    expect(wireDay(new Date('2026-11-24T15:59:59Z'))).toBe('2026-11-24');
    expect(wireDay(new Date('2026-11-24T16:00:00Z'))).toBe('2026-11-25');
  });
});
