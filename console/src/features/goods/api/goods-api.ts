import type { MouldField } from '@console/features/goods/api/mould-fields';
import type { GoodsAction } from '@console/features/goods/machines/goods-offers';
import type { HttpClient } from '@console/lib/http/http-client';
import type { Page, ResourceRecord } from '@console/lib/resources/resource-records';

const goods = '/api/prepaid-goods/goods';
const processLog = '/api/prepaid-goods/goodsProcessLog';
const mould = '/api/prepaid-goods/goodsMould';
/** The page size the server serves at most; a tenant's enabled moulds fit in one. */
const everyMould = 1000;

/** What an action needs beyond the ids: a rejection's reason, a new stock. */
export interface ActionInput {
  ids: readonly string[];
  reason?: string;
  stock?: number;
}

/** The calls of prepaid-goods the goods page makes (SPEC.md §7 Goods service). */
export function goodsApi(http: HttpClient) {
  const post = (path: string, query: Record<string, string | number | readonly string[]>) =>
    http.post(path, undefined, { query });
  /** The auditor's answer is one call per item; the first refusal stops the rest. */
  const processEach = async (ids: readonly string[], processStatus: 1 | 2, comment?: string) => {
    for (const goodsId of ids) await http.post(`${processLog}/process`, { goodsId, processStatus, comment });
  };

  const actions: Record<GoodsAction, (input: ActionInput) => Promise<unknown>> = {
    submitAudit: ({ ids }) => post(`${goods}/submitAudit`, { ids, status: 1 }),
    withdrawAudit: ({ ids }) => post(`${goods}/submitAudit`, { ids, status: 0 }),
    approve: ({ ids }) => processEach(ids, 1),
    reject: ({ ids, reason }) => processEach(ids, 2, reason),
    putOnSale: ({ ids }) => post(`${goods}/updateStatus`, { ids, status: 2 }),
    takeOffSale: ({ ids }) => post(`${goods}/updateStatus`, { ids, status: 4 }),
    remove: ({ ids }) => post(`${goods}/remove`, { ids }),
    recover: ({ ids }) => post(`${goods}/recovery`, { ids }),
    updateStock: ({ ids, stock }) => post(`${goods}/updateStock`, { id: ids[0] ?? '', stock: stock ?? 0 }),
  };

  return {
    actions,
    save: (body: Record<string, unknown>, adding: boolean) =>
      http.post(`${goods}/${adding ? 'save' : 'update'}`, body),
    detail: (id: string) => http.get<ResourceRecord>(`${goods}/detail`, { id }),
    processLog: (goodsId: string) =>
      http.get<Page<ResourceRecord>>(`${goods}/selectGoodsProcessPage`, { goodsId, current: 1, size: 50 }),
    enabledMoulds: async () =>
      (await http.get<Page<ResourceRecord>>(`${mould}/page`, { status: 1, size: everyMould })).records,
    mouldContent: (id: string) => http.get<MouldField[]>(`${mould}/getMouldContent`, { id }),
  };
}

export type GoodsApi = ReturnType<typeof goodsApi>;
