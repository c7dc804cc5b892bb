import { daysOfMonth, saveBody, switched } from '@console/features/workday/api/calendar-year';

describe('the calendar year being edited', () => {
  it('lays out a month with its weekdays', () => {
    const february = daysOfMonth(2028, 2);
    expect(february).toHaveLength(29);
    expect(february[0]).toEqual({ day: '2028-02-01', weekday: 2 });
  });

  it('switches a weekday to a holiday, a weekend day to a working day, and back', () => {
    let marked = switched(new Map(), '2026-10-01', 4);
    marked = switched(marked, '2026-10-10', 6);
    expect(saveBody(2026, marked)).toEqual({
      year: 2026,
      days: [
        { workDate: '2026-10-01', dateType: '1', remark: null },
        { workDate: '2026-10-10', dateType: '2', remark: null },
      ],
    });
    expect(saveBody(2026, switched(marked, '2026-10-01', 4)).days).toHaveLength(1);
  });
});
