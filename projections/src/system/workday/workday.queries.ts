import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';

/** A day of the calendar that differs from its weekday, as the calendar's readers need it. */
export interface CalendarDay {
  id: string;
  workDate: string;
  dateType: string;
  remark: string | null;
}

/** Reads of the workday calendar, always within one tenant (blade_workday_list). */
export class WorkdayQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** The marked days from `from` to `to` inclusive ("yyyy-MM-dd"), in date order. */
  between(tenantId: string, from: string, to: string): Promise<CalendarDay[]> {
    return this.db
      .selectFrom('blade_workday')
      .where('tenant_id', '=', tenantId)
      .where('work_date', '>=', from)
      .where('work_date', '<=', to)
      .select(['id', 'work_date as workDate', 'date_type as dateType', 'remark'])
      .orderBy('work_date')
      .execute();
  }
}
