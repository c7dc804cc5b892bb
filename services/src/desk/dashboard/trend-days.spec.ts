import { trendDays, trendDaysTo } from '@services/desk/dashboard/trend-days';

describe('trendDaysTo', () => {
  it('ends on the wire day of the instant, eight hours ahead of UTC, and runs back over month ends', () => {
    const days = trendDaysTo(new Date('2026-03-15T16:30:00Z'));
    expect(days).toHaveLength(trendDays);
    expect(days.at(-1)).toBe('2026-03-16');
    expect(days[0]).toBe('2026-02-15');
    expect(days.slice(12, 15)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});
