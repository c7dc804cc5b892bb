import type { Decider } from '@platform/commands/decider';
import type { RecordMerchantDayStatistics } from '@services/merchant/merchant-statistics/merchant-statistics.commands';
import type { MerchantDayStatisticsRecorded } from '@services/merchant/merchant-statistics/merchant-statistics.events';

type DayFigures = MerchantDayStatisticsRecorded['data'];

const sameFigures = (a: DayFigures, b: DayFigures) =>
  (Object.keys(a) as Array<keyof DayFigures>).every((key) => a[key] === b[key]);

/**
 * One merchant's day (merchantStatisticsStreamId): the totals last recorded for it. A recount
 * with other totals replaces them; the same totals again (a reconciliation run twice) record
 * nothing.
 */
export const merchantDayStatisticsDecider: Decider<
  RecordMerchantDayStatistics,
  MerchantDayStatisticsRecorded,
  DayFigures | null
> = {
  initialState: () => null,
  evolve: (_, event) => event.data,
  decide: ({ data }, recorded) =>
    recorded && sameFigures(recorded, data) ? [] : [{ type: 'MerchantDayStatisticsRecorded', data }],
};
