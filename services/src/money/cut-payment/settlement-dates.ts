import { Injectable } from '@nestjs/common';
import { formatWireDay } from '@platform/http/wire-dates';
import { ParamQueries } from '@projections/system/param/param.queries';
import { WorkdayCalendar } from '@services/system/system.public';

/** The n of T+n: how many working days after the bank paid the merchant's money is settled. */
export const settlementWorkingDaysParam = 'money.settlement.workingDays';
export const defaultSettlementWorkingDays = 1;

/**
 * Settlement dates of paid cut-payments: the n-th working day, in the tenant's workday calendar,
 * after the day (on the wire's clock) the bank paid, n being the parameter above (a tenant's own
 * value wins over the platform's). The date is reckoned when asked, so a holiday added to the
 * calendar later moves it.
 */
@Injectable()
export class SettlementDates {
  constructor(
    private readonly calendar: WorkdayCalendar,
    private readonly params: ParamQueries,
  ) {}

  async of<Paid extends { paidTime: Date | null }>(
    tenantId: string,
    records: readonly Paid[],
  ): Promise<Array<Paid & { settlementDate: string | null }>> {
    const paidDay = (record: Paid) => (record.paidTime ? formatWireDay(record.paidTime) : null);
    const days = [...new Set(records.map(paidDay).filter((day) => day !== null))];
    if (days.length === 0) return records.map((record) => ({ ...record, settlementDate: null }));
    const n = await this.params.positiveInteger(
      tenantId,
      settlementWorkingDaysParam,
      defaultSettlementWorkingDays,
    );
    const settled = await this.calendar.nthWorkingDaysAfter(tenantId, days, n);
    return records.map((record) => {
      const day = paidDay(record);
      return { ...record, settlementDate: day ? settled.get(day)! : null };
    });
  }
}
