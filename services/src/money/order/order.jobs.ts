import { formatWireDate } from '@platform/http/wire-dates';
import {
  exportBatchSize,
  exportJobPolicy,
  type ExportRequest,
  xlsxExportJob,
} from '@platform/exports/export-job';
import { revivedFilters, type StoredFilter } from '@platform/exports/export-filters';
import { type ExportColumn, keysetBatches } from '@platform/exports/xlsx-export';
import type { JobCatalogue, JobHandlers } from '@platform/jobs/jobs.port';
import type { RuntimeServices } from '@platform/runtime/runtime-services';
import { OrderQueries } from '@projections/money/order/order.queries';
import type { OrderRecord } from '@services/money/order/order.wire';

export type OrderJobPayloads = { 'money.exportOrders': ExportRequest & { filters: StoredFilter[] } };

export const orderJobCatalogue: JobCatalogue<OrderJobPayloads> = { 'money.exportOrders': exportJobPolicy };

const statusWords = ['待入账', '已入账', '消费中', '已完结'];
const orderColumns: ReadonlyArray<ExportColumn<Omit<OrderRecord, 'allowedActions'>>> = [
  { header: '订单编号', value: (row) => row.id, width: 22 },
  { header: '支付单号', value: (row) => row.paymentNo, width: 22 },
  { header: '卡号', value: (row) => row.cardNo, width: 22 },
  { header: '商户', value: (row) => row.merchantId, width: 22 },
  { header: '购买人', value: (row) => row.buyerName },
  { header: '购买人手机号', value: (row) => row.buyerPhone },
  { header: '交易金额', value: (row) => row.tradeAmount },
  { header: '已付金额', value: (row) => row.paidAmount },
  { header: '冻结金额', value: (row) => row.frozenAmount },
  { header: '风险准备金', value: (row) => row.provisionAmount },
  { header: '已消费金额', value: (row) => row.consumedAmount },
  { header: '状态', value: (row) => statusWords[row.status] ?? String(row.status) },
  { header: '创建时间', value: (row) => formatWireDate(row.createTime), width: 20 },
];

/** orderInfo/export's job: the tenant's orders the list's search selects, as xlsx. */
export function orderJobHandlers({
  infrastructure,
  storage,
}: RuntimeServices): JobHandlers<OrderJobPayloads> {
  const orders = new OrderQueries(infrastructure.database.db);
  return {
    'money.exportOrders': xlsxExportJob(storage, '订单', orderColumns, async ({ tenantId, filters }) => {
      const where = revivedFilters(filters);
      return {
        total: await orders.count(tenantId, where),
        batches: keysetBatches(
          (afterId) => orders.batchAfter(tenantId, where, afterId, exportBatchSize),
          exportBatchSize,
        ),
      };
    }),
  };
}
