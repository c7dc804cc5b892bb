import { createTimeFilters, rangeOf } from '@console/lib/resources/date-range';

describe('date shortcuts', () => {
  // 15:30 on New Year's Day in Beijing, whatever zone the test runs in: yesterday is in the year before.
  const now = new Date('2026-01-01T07:30:00Z');

  it('covers whole days', () => {
    expect(rangeOf('today', now)).toEqual({ start: '2026-01-01', end: '2026-01-01' });
    expect(rangeOf('yesterday', now)).toEqual({ start: '2025-12-31', end: '2025-12-31' });
    expect(rangeOf('last7Days', now)).toEqual({ start: '2025-12-26', end: '2026-01-01' });
    expect(rangeOf('all', now)).toEqual({ start: '', end: '' });
  });

  it('becomes the strict createTime filters around the days', () => {
    expect(createTimeFilters(rangeOf('today', now))).toEqual({
      createTime_dategt: '2025-12-31 23:59:59',
      createTime_datelt: '2026-01-02 00:00:00',
    });
    expect(createTimeFilters(rangeOf('yesterday', now))).toEqual({
      createTime_dategt: '2025-12-30 23:59:59',
      createTime_datelt: '2026-01-01 00:00:00',
    });
    expect(createTimeFilters(rangeOf('all', now))).toEqual({});
  });

  it("counts the days on the wire's calendar, not the browser's", () => {
    // 17:00 UTC on New Year's Eve is already New Year's Day in Beijing.
    const beijingNewYear = new Date('2025-12-31T17:00:00Z');
    expect(rangeOf('today', beijingNewYear)).toEqual({ start: '2026-01-01', end: '2026-01-01' });
    expect(rangeOf('yesterday', beijingNewYear)).toEqual({ start: '2025-12-31', end: '2025-12-31' });
  });

  it('leaves an open end open', () => {
    expect(createTimeFilters({ start: '2026-03-01', end: '' })).toEqual({
      createTime_dategt: '2026-02-28 23:59:59',
    });
  });
});
