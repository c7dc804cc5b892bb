import { isWorkingDay, nthWorkingDayAfter } from '@services/system/workday/working-days';

// 2026: 国庆 1–7 October (Thursday to Wednesday), worked instead on Sunday 27 September and
// Saturday 10 October.
const marked = new Map([
  ...['01', '02', '03', '04', '05', '06', '07'].map((day) => [`2026-10-${day}`, '1'] as const),
  ['2026-09-27', '2'],
  ['2026-10-10', '2'],
]);

describe('the n-th working day after a date', () => {
  it('counts Monday to Friday when nothing is marked', () => {
    // Friday 2026-11-20: Monday, then Tuesday.
    expect(nthWorkingDayAfter('2026-11-20', 1, new Map(), '2026-12-31')).toBe('2026-11-23');
    expect(nthWorkingDayAfter('2026-11-20', 2, new Map(), '2026-12-31')).toBe('2026-11-24');
  });

  it('counts an adjusted working weekend day', () => {
    // Friday 25 September: Sunday 27 September is worked.
    expect(nthWorkingDayAfter('2026-09-25', 1, marked, '2026-12-31')).toBe('2026-09-27');
  });

  it('skips a holiday, and counts the working Saturday after it', () => {
    // Wednesday 30 September: 1–7 October are holidays, Thursday 8 and Friday 9 then Saturday 10.
    expect(nthWorkingDayAfter('2026-09-30', 1, marked, '2026-12-31')).toBe('2026-10-08');
    expect(nthWorkingDayAfter('2026-09-30', 3, marked, '2026-12-31')).toBe('2026-10-10');
    expect(nthWorkingDayAfter('2026-09-30', 4, marked, '2026-12-31')).toBe('2026-10-12');
  });

  it('answers nothing beyond the days it was given, and refuses a count that is no positive integer', () => {
    expect(nthWorkingDayAfter('2026-09-30', 3, marked, '2026-10-09')).toBeUndefined();
    expect(() => nthWorkingDayAfter('2026-09-30', 0, marked, '2026-12-31')).toThrow(RangeError);
  });

  it('reads a marked day before its weekday', () => {
    expect(isWorkingDay('2026-10-01', marked)).toBe(false);
    expect(isWorkingDay('2026-10-10', marked)).toBe(true);
    expect(isWorkingDay('2026-10-11', marked)).toBe(false);
  });
});
