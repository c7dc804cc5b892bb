import { Injectable } from '@nestjs/common';
import type { RequestContext } from '@platform/context/request-context';
import { ResourceHandlers } from '@platform/resource-registry/resource.handlers';
import { WorkdayQueries } from '@projections/system/workday/workday.queries';
import { workdayResource } from '@services/system/workday/workday.resource';
import type { SaveYear } from '@services/system/workday/workday.schemas';
import type { SavedYear } from '@services/system/workday/workday.wire';

/**
 * Saves a year of the workday calendar through the registry's write path: days no longer marked
 * are removed (all or nothing), changed ones updated, new ones created. The body was checked
 * whole before anything is written.
 */
@Injectable()
export class WorkdayHandlers {
  constructor(
    private readonly records: ResourceHandlers,
    private readonly days: WorkdayQueries,
  ) {}

  async saveYear({ year, days }: SaveYear, caller: RequestContext): Promise<SavedYear> {
    const first = `${year}-01-01`;
    const last = `${year}-12-31`;
    const existing = new Map(
      (await this.days.between(caller.tenantId, first, last)).map((day) => [day.workDate, day]),
    );
    const wanted = new Set(days.map((day) => String(day.workDate)));
    const unmarked = [...existing.values()].filter((day) => !wanted.has(day.workDate));
    if (unmarked.length > 0)
      await this.records.remove(
        workdayResource,
        unmarked.map((day) => day.id),
        caller,
      );
    for (const day of days) {
      const current = existing.get(String(day.workDate));
      if (current && current.dateType === day.dateType && current.remark === day.remark) continue;
      await this.records.submit(workdayResource, current?.id, day, caller);
    }
    return { year, days: await this.days.between(caller.tenantId, first, last) };
  }
}
