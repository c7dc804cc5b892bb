import { shiftDay, wireDay, wireNow } from '@console/lib/wire-dates';

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

  it('counts days from it across months and years', () => {
    expect(wireDay(new Date('2026-01-01T01:00:00Z'), -1)).toBe('2025-12-31');
    expect(wireDay(new Date('2026-02-28T01:00:00Z'), 1)).toBe('2026-03-01');
  });
});

describe('shiftDay', () => {
  it('moves a day on the calendar, leap days included', () => {
    expect(shiftDay('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });
});
