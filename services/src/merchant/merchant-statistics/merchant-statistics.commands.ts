import type { DomainCommand } from '@platform/commands/command-metadata';
import type { MerchantDayStatisticsRecorded } from '@services/merchant/merchant-statistics/merchant-statistics.events';

/** A merchant's totals of one day, as the transaction service's reconciliation counted them. */
export type RecordMerchantDayStatistics = DomainCommand<
  'RecordMerchantDayStatistics',
  MerchantDayStatisticsRecorded['data']
>;
