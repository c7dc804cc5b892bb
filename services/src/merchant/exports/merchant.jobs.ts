import { formatWireDate } from '@platform/http/wire-dates';
import type { JobCatalogue, JobContext, JobHandlers } from '@platform/jobs/jobs.port';
import type { SqlDatabase } from '@platform/database/database';
import type { FileStorage } from '@platform/storage/file-storage.port';
import { type ExtRow, MerchantExtRepository } from '@services/merchant/ext/merchant-ext.repository';
import { keysetBatches, writeXlsxExport, type ExportColumn } from '@services/merchant/exports/xlsx-export';
import {
  MerchantStatisticsRepository,
  type StatisticsExportRow,
  type StatisticsRange,
} from '@services/merchant/statistics/merchant-statistics.repository';

/** Rows per cursor step: large enough to amortise the round trip, small enough to stay flat in memory. */
export const exportBatchSize = 2000;

interface ExportRequest {
  /** Names the file and the job's idempotency key: one file per request, however often run. */
  exportId: string;
  tenantId: string;
  userId: string;
}

export type MerchantJobPayloads = {
  'merchant.exportExt': ExportRequest & { merchantId?: string };
  'merchant.exportStatistics': ExportRequest & StatisticsRange;
};

/** What an export job resolves with; job/detail answers its link. */
export interface ExportResult {
  link: string;
  fileName: string;
  rows: number;
}

export const merchantJobCatalogue: JobCatalogue<MerchantJobPayloads> = {
  'merchant.exportExt': { attempts: 3, idempotencyKey: (payload) => `merchant-export-${payload.exportId}` },
  'merchant.exportStatistics': {
    attempts: 3,
    idempotencyKey: (payload) => `merchant-export-${payload.exportId}`,
  },
};

const extColumns: ReadonlyArray<ExportColumn<ExtRow>> = [
  { header: '编号', value: (row) => row.id, width: 22 },
  { header: '商户', value: (row) => row.merchantName, width: 24 },
  { header: '经营区域编码', value: (row) => row.businessArea },
  { header: '经营区域', value: (row) => row.businessAreaName, width: 36 },
  { header: '经营范围', value: (row) => row.businessScope, width: 24 },
  { header: '员工人数', value: (row) => row.employeeCount },
  { header: '备注', value: (row) => row.remark },
  { header: '创建时间', value: (row) => formatWireDate(row.createTime), width: 20 },
];

const statisticsColumns: ReadonlyArray<ExportColumn<StatisticsExportRow>> = [
  { header: '日期', value: (row) => row.statDate, width: 12 },
  { header: '商户编号', value: (row) => row.merchantId, width: 22 },
  { header: '商户', value: (row) => row.merchantName, width: 24 },
  { header: '订单数', value: (row) => row.orderCount },
  { header: '预付金额', value: (row) => row.depositAmount },
  { header: '消费金额', value: (row) => row.consumeAmount },
  { header: '退款金额', value: (row) => row.refundAmount },
];

async function finish(
  request: ExportRequest,
  rows: number,
  context: JobContext,
  title: string,
): Promise<ExportResult> {
  await context.reportProgress(100);
  const key = exportKey(request);
  return { link: `/api/blade-resource/oss/endpoint/file/${key}`, fileName: `${title}.xlsx`, rows };
}

/** The stored file: under the tenant's folder, named by the export id (random, 122 bits). */
export function exportKey(request: Pick<ExportRequest, 'tenantId' | 'exportId'>): string {
  return `${request.tenantId}/export-${request.exportId}.xlsx`;
}

/**
 * The export jobs read over the owner connection (jobs run outside requests, so they filter by
 * the payload's tenant themselves) and write to the process's storage, which the download reads.
 */
export function merchantJobHandlers(deps: {
  database: SqlDatabase;
  storage: FileStorage;
}): JobHandlers<MerchantJobPayloads> {
  const { database, storage } = deps;
  const extensions = new MerchantExtRepository(database.db);
  const statistics = new MerchantStatisticsRepository(database.db);
  return {
    async 'merchant.exportExt'(payload, context) {
      const { tenantId, merchantId } = payload;
      const { rows } = await writeXlsxExport(
        {
          sheet: '商户扩展',
          columns: extColumns,
          total: await extensions.count(tenantId, merchantId),
          batches: keysetBatches(
            (afterId) => extensions.batchAfter(tenantId, afterId, exportBatchSize, merchantId),
            exportBatchSize,
          ),
        },
        storage,
        exportKey(payload),
        (percent) => context.reportProgress(percent),
      );
      return finish(payload, rows, context, '商户扩展');
    },

    async 'merchant.exportStatistics'(payload, context) {
      const { tenantId } = payload;
      const { rows } = await writeXlsxExport(
        {
          sheet: '商户统计',
          columns: statisticsColumns,
          total: await statistics.count(tenantId, payload),
          batches: statistics.exportBatches(tenantId, payload, exportBatchSize),
        },
        storage,
        exportKey(payload),
        (percent) => context.reportProgress(percent),
      );
      return finish(payload, rows, context, '商户统计');
    },
  };
}
