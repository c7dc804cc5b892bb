import type { JobCatalogue, JobHandlers } from '@platform/jobs/jobs.port';
import {
  MerchantStatisticsQueries,
  type StatisticsRange,
} from '@projections/merchant/merchant-statistics/merchant-statistics.queries';
import {
  exportBatchSize,
  exportJobPolicy,
  type ExportRequest,
  type ExportServices,
  xlsxExportJob,
} from '@platform/exports/export-job';
import type { ExportColumn } from '@platform/exports/xlsx-export';
import type { StatisticsDay } from '@services/merchant/merchant-statistics/merchant-statistics.wire';

export type MerchantStatisticsJobPayloads = { 'merchant.exportStatistics': ExportRequest & StatisticsRange };

export const merchantStatisticsJobCatalogue: JobCatalogue<MerchantStatisticsJobPayloads> = {
  'merchant.exportStatistics': exportJobPolicy,
};

const statisticsColumns: ReadonlyArray<ExportColumn<StatisticsDay>> = [
  { header: '日期', value: (row) => row.statDate, width: 12 },
  { header: '商户编号', value: (row) => row.merchantId, width: 22 },
  { header: '商户', value: (row) => row.merchantName, width: 24 },
  { header: '订单数', value: (row) => row.orderCount },
  { header: '预付金额', value: (row) => row.depositAmount },
  { header: '消费金额', value: (row) => row.consumeAmount },
  { header: '退款金额', value: (row) => row.refundAmount },
];

/** export's job: the tenant's daily statistics of a range as xlsx, in (day, merchant) order. */
export function merchantStatisticsJobHandlers({
  database,
  storage,
}: ExportServices): JobHandlers<MerchantStatisticsJobPayloads> {
  const statistics = new MerchantStatisticsQueries(database.db);
  return {
    'merchant.exportStatistics': xlsxExportJob(storage, '商户统计', statisticsColumns, async (range) => ({
      total: await statistics.count(range.tenantId, range),
      batches: statistics.exportBatches(range.tenantId, range, exportBatchSize),
    })),
  };
}
