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
    // Three calendar days per working day and a month more cover any run of holidays a real
    // calendar has (the longest, Spring Festival, is nine days), in one read.
    const lastDay = addDays(day, n * 3 + 31);
    const marked = await this.days.between(tenantId, addDays(day, 1), lastDay);
    const found = nthWorkingDayAfter(
      day,
      n,
      new Map(marked.map((one) => [one.workDate, one.dateType])),
      lastDay,
    );
    if (found === undefined) throw new Error(`no ${n}th working day after ${day} by ${lastDay}`);
    return found;
  }
}
