import type { ExportStarted } from '@console/lib/exports/export-job';
import type { HttpClient } from '@console/lib/http/http-client';
import type { Query } from '@console/lib/http/query-string';
import type { Page, ResourceRecord } from '@console/lib/resources/resource-records';
import type { Serialized } from '@platform/http/wire-shapes';
import type { OrderLedgerLine as LedgerLine } from '@services/money/order/order-ledger.wire';
import type { CutPaymentContract } from '@services/money/cut-payment/cut-payment.wire';
import type { AbnormalCounts } from '@services/money/reconciliation/reconciliation.wire';
import type { RefundOrderAction } from '@services/money/refund-order/refund-order.wire';

const orderInfo = '/api/prepaid-transaction/orderInfo';
const reconciliation = `${orderInfo}/reconciliation`;
const refundApply = '/api/prepaid-transaction/refundApply';
const orderInfoRefund = '/api/prepaid-transaction/orderInfoRefund';
const cutPaymentApply = '/api/prepaid-transaction/cutPaymentApply';

/** A list's search without its paging: what an export of the list selects. */
function searchOf(query: Query): Query {
  const { current: _current, size: _size, ...search } = query;
  return search;
}

/** What 申请划扣 sends (cutPaymentApply/apply): the amount in yuan; the account is the merchant's verified one. */
export interface CutPaymentApplying {
  merchantId: string;
  orgPaymentNo: string;
  batchNo: string;
  amount: string;
}

/** One event of an order with its ledger postings (orderInfo/ledger), its time as wire text. */
export type OrderLedgerLine = Serialized<LedgerLine>;

/** The calls of the money screens beyond their lists: corrections, consumption, matches, refunds, runs, exports. */
export function moneyApi(http: HttpClient) {
  const post = (path: string, query: Record<string, string>) => http.post(path, undefined, { query });
  return {
    updateTradeAmount: (id: string, tradeAmount: string) =>
      post(`${orderInfo}/updateTradeAmount`, { id, tradeAmount }),
    updateContractContent: (id: string, contractContent: string) =>
      post(`${orderInfo}/updateContractContent`, { id, contractContent }),
    consume: (orderId: string, consumeAmount: string) =>
      http.post('/api/prepaid-transaction/orderInfoConsume/submit', { orderId, consumeAmount }),
    manualDepository: (id: string, paymentNo: string) =>
      post('/api/prepaid-transaction/orderInfoDepository/manualDepository', { id, paymentNo }),
    exportOrders: (query: Query) =>
      http.post<ExportStarted>(`${orderInfo}/export`, undefined, { query: searchOf(query) }),
    exportReconciliation: (query: Query) =>
      http.post<ExportStarted>(`${reconciliation}/export`, undefined, { query: searchOf(query) }),
    /** Reconciles a day now: answers the job that does it. */
    reconcile: (date: string) =>
      http.post<ExportStarted>(`${reconciliation}/run`, undefined, { query: { date } }),
    abnormalCounts: () =>
      http.get<AbnormalCounts>('/api/prepaid-transaction/abnormalOrder/getOrderStatisticsCount'),
    ledger: (id: string) => http.get<OrderLedgerLine[]>(`${orderInfo}/ledger`, { id }),
    approveRefund: (id: string) => http.post(`${refundApply}/refund`, { id, approve: true }),
    refuseRefund: (id: string, reason: string) =>
      http.post(`${refundApply}/refund`, { id, approve: false, reason }),
    refundOrder: (id: string) => http.get<ResourceRecord>(`${orderInfoRefund}/detail`, { id }),
    /** The actions on a refund order (refund-order.wire.ts), each its call of the same name but unfreeze. */
    refundOrderAction: (action: RefundOrderAction, id: string) =>
      action === 'unfreeze'
        ? http.post(`${orderInfoRefund}/manualUnfreezeProvisions/${id}`)
        : post(`${orderInfoRefund}/${action}`, action === 'manualRefund' ? { id } : { ids: id }),
    cutPayment: (id: string) => http.get<ResourceRecord>(`${cutPaymentApply}/detail`, { id }),
    /** The application's contract, created on the first call: answers its PDF's link. */
    cutPaymentContract: (id: string) =>
      http.post<CutPaymentContract>(`${cutPaymentApply}/createContract/${id}`),
    applyCutPayment: (application: CutPaymentApplying) =>
      http.post<ResourceRecord>(`${cutPaymentApply}/apply`, application),
    /**
     * The actions on one cut-payment application (cut-payment.wire.ts), each its call of the same
     * name; manualCutPayment sends the failed ones of the application's whole batch again.
     */
    cutPaymentAction: (action: 'remove' | 'submit' | 'manualCutPayment', application: ResourceRecord) =>
      action === 'manualCutPayment'
        ? post(`${cutPaymentApply}/manualCutPayment`, { batchNo: String(application.batchNo) })
        : post(`${cutPaymentApply}/${action}`, { ids: application.id }),
    /** The order as the list shows it now: paymentNo is unique on the platform. */
    order: async (paymentNo: string) =>
      (await http.get<Page<ResourceRecord>>(`${orderInfo}/page`, { paymentNo })).records[0],
  };
}

export type MoneyApi = ReturnType<typeof moneyApi>;
