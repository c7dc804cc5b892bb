import { formatWireDate } from '@platform/http/wire-dates';
import type { JobCatalogue, JobHandlers } from '@platform/jobs/jobs.port';
import { MerchantExtQueries } from '@projections/merchant/merchant-ext/merchant-ext.queries';
import {
  exportBatchSize,
  exportJobPolicy,
  type ExportRequest,
  type ExportServices,
  xlsxExportJob,
} from '@platform/exports/export-job';
import { type ExportColumn, keysetBatches } from '@platform/exports/xlsx-export';
import type { MerchantExtRow } from '@services/merchant/merchant-ext/merchant-ext.wire';

export type MerchantExtJobPayloads = { 'merchant.exportExt': ExportRequest & { merchantId?: string } };

export const merchantExtJobCatalogue: JobCatalogue<MerchantExtJobPayloads> = {
  'merchant.exportExt': exportJobPolicy,
};

const extColumns: ReadonlyArray<ExportColumn<MerchantExtRow>> = [
  { header: '编号', value: (row) => row.id, width: 22 },
  { header: '商户', value: (row) => row.merchantName, width: 24 },
  { header: '经营区域编码', value: (row) => row.businessArea },
  { header: '经营区域', value: (row) => row.businessAreaName, width: 36 },
  { header: '经营范围', value: (row) => row.businessScope, width: 24 },
  { header: '员工人数', value: (row) => row.employeeCount },
  { header: '备注', value: (row) => row.remark },
  { header: '创建时间', value: (row) => formatWireDate(row.createTime), width: 20 },
];

/** handleExport's job: the tenant's merchant extensions (of one merchant when named) as xlsx. */
export function merchantExtJobHandlers({
  database,
  storage,
}: ExportServices): JobHandlers<MerchantExtJobPayloads> {
  const extensions = new MerchantExtQueries(database.db);
  return {
    'merchant.exportExt': xlsxExportJob(
      storage,
      '商户扩展',
      extColumns,
      async ({ tenantId, merchantId }) => ({
        total: await extensions.count(tenantId, merchantId),
        batches: keysetBatches(
          (afterId) => extensions.batchAfter(tenantId, afterId, exportBatchSize, merchantId),
          exportBatchSize,
        ),
      }),
    ),
  };
}
