import type { HttpClient } from '@console/lib/http/http-client';
import type { Page, ResourceRecord } from '@console/lib/resources/resource-records';
import type { Serialized } from '@platform/http/wire-shapes';
import type { OrderLedgerLine as LedgerLine } from '@services/money/order/order-ledger.wire';
import type { RefundOrderAction } from '@services/money/refund-order/refund-order.wire';

const orderInfo = '/api/prepaid-transaction/orderInfo';
const refundApply = '/api/prepaid-transaction/refundApply';
const orderInfoRefund = '/api/prepaid-transaction/orderInfoRefund';

/** One event of an order with its ledger postings (orderInfo/ledger), its time as wire text. */
export type OrderLedgerLine = Serialized<LedgerLine>;

/** The writes of the money screens: an order's corrections and consumption, a manual match, refunds. */
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
    /** The order as the list shows it now: paymentNo is unique on the platform. */
    order: async (paymentNo: string) =>
      (await http.get<Page<ResourceRecord>>(`${orderInfo}/page`, { paymentNo })).records[0],
  };
}

export type MoneyApi = ReturnType<typeof moneyApi>;
