import { parseWireDate } from '@platform/http/wire-dates';
import { leaveDays } from '@services/workflow/leave/leave-days';

const at = (text: string) => parseWireDate(text)!;

describe('the days a leave covers', () => {
  it('counts calendar days, both ends included, whatever the hours', () => {
    expect(leaveDays(at('2026-12-01 09:00:00'), at('2026-12-05 18:00:00'))).toBe(5);
    expect(leaveDays(at('2026-12-01 09:00:00'), at('2026-12-01 12:00:00'))).toBe(1);
    expect(leaveDays(at('2026-12-31 23:00:00'), at('2027-01-01 01:00:00'))).toBe(2);
  });
});
