import { Injectable } from '@nestjs/common';
import { addDays } from '@platform/lang/calendar-days';
import { WorkdayQueries } from '@projections/system/workday/workday.queries';
import { nthWorkingDayAfter } from '@services/system/workday/working-days';

/**
 * A tenant's working days, as its workday calendar marks them: what settlement dates are counted
 * in (T+n working days). Exported through system.public.ts.
 */
@Injectable()
export class WorkdayCalendar {
  constructor(private readonly days: WorkdayQueries) {}

  /** The n-th working day after `day` ("yyyy-MM-dd"; n ≥ 1) for `tenantId`. */
  async nthWorkingDayAfter(tenantId: string, day: string, n: number): Promise<string> {
    return (await this.nthWorkingDaysAfter(tenantId, [day], n)).get(day)!;
  }

  /** The n-th working day after each of `days` for `tenantId`, by day, from one read of the calendar. */
  async nthWorkingDaysAfter(
    tenantId: string,
    days: readonly string[],
    n: number,
  ): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    if (days.length === 0) return found;
    const sorted = [...days].sort();
    // Three calendar days per working day and a month more cover any run of holidays a real
    // calendar has (the longest, Spring Festival, is nine days), in one read.
    const lastDay = addDays(sorted[sorted.length - 1]!, n * 3 + 31);
    const marked = await this.days.between(tenantId, addDays(sorted[0]!, 1), lastDay);
    const markedByDay = new Map(marked.map((one) => [one.workDate, one.dateType]));
    for (const day of days) {
      const next = nthWorkingDayAfter(day, n, markedByDay, lastDay);
      if (next === undefined) throw new Error(`no ${n}th working day after ${day} by ${lastDay}`);
      found.set(day, next);
    }
    return found;
  }
}
