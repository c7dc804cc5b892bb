import fc from 'fast-check';
import { type GoodsStage, statusOfStage } from '@services/goods/goods.stage';
import { mouldStatus } from '@services/goods/mould/goods-mould.events';
import { createMerchant } from '@services/testing/referenced-records';
import {
  type Call,
  dataOf,
  type Fields,
  picked,
  present,
  type ReadModelScenario,
  succeeded,
  word,
} from '@services/testing/state-as-of/read-model-scenario';

const goodsApi = '/api/prepaid-goods';

/** A goods mould of a main industry and an industry of its own (the `n`-th): answers their ids. */
async function createMould(call: Call, n: number) {
  const category = (parentId: string, name: string) =>
    dataOf(
      call<{ id: string }>('POST', '/api/prepaid-merchant/category/submit', {
        parentId,
        industryCategory: `${name}${n}`,
        sort: 1,
      }),
      'category created',
    );
  const main = await category('0', '行业');
  const industry = await category(main.id, '类别');
  const mould = await dataOf(
    call<{ id: string }>('POST', `${goodsApi}/goodsMould/submit`, {
      mouldName: `模板${n}`,
      industryId: industry.id,
      industryMainId: main.id,
      mouldContent: [],
    }),
    'mould created',
  );
  return { id: mould.id, industryId: industry.id };
}

const mouldFields = ['mouldName', 'remark', 'status'] as const;

/** A goods mould: its decider folds a profile and whether it is enabled, shown as a status code. */
export const goodsMould: ReadModelScenario = {
  type: 'goodsMould',
  edits: fc.oneof(
    fc.record({ mouldName: word, remark: word }, { requiredKeys: [] }),
    fc.record({ status: fc.constantFrom(0, 1) }),
  ),
  create: async (call, n) => (await createMould(call, 9800 + n)).id,
  async apply(call, id, command) {
    if (command.kind === 'remove')
      return succeeded(await call('POST', `${goodsApi}/goodsMould/remove?ids=${id}`), 'mould removed');
    const { status, ...profile } = command.values;
    if (status !== undefined) {
      const answer = await call('POST', `${goodsApi}/goodsMould/updateStatus`, { ids: [id], status });
      succeeded(answer, 'mould status set');
    }
    if (Object.keys(profile).length === 0) return;
    const current = await dataOf(call<Fields>('GET', `${goodsApi}/goodsMould/detail?id=${id}`), 'mould read');
    succeeded(
      await call('POST', `${goodsApi}/goodsMould/submit`, { ...current, ...profile, id }),
      'mould edited',
    );
  },
  async readModel(call, id) {
    const answer = await call<Fields>('GET', `${goodsApi}/goodsMould/detail?id=${id}`);
    return answer.code === 404 ? undefined : picked(answer.data, mouldFields);
  },
  fromState: (state) => {
    if (typeof state !== 'object' || state === null) return undefined;
    const { status, profile } = state as { status: string; profile?: Fields };
    if (status !== 'enabled' && status !== 'disabled') return undefined;
    return { mouldName: profile!.mouldName, remark: profile!.remark, status: mouldStatus[status] };
  },
};
const goodsFields = ['goodsName', 'price', 'stock', 'status'] as const;

/**
 * Goods: a lifecycle of stages (draft, audit, on sale, recycled), folded into details, a stock
 * and a stage, read back as a status. An edit may change the name, the price or the stock; a
 * removal sends the item to the recycle bin, where the read model still holds it.
 */
export const goods: ReadModelScenario = {
  type: 'goods',
  edits: fc.oneof(
    fc.record(
      { goodsName: word, price: fc.integer({ min: 1, max: 99_999 }).map((fen) => (fen / 100).toFixed(2)) },
      { requiredKeys: [] },
    ),
    fc.record({ stock: fc.integer({ min: 0, max: 1000 }) }),
  ),
  async create(call, n) {
    const merchantId = (await createMerchant(call, '000000', 9500 + n)).merchant.id;
    const mould = await createMould(call, 9500 + n);
    const saved = await dataOf(
      call<{ id: string }>('POST', `${goodsApi}/goods/save`, {
        merchantId,
        industryCategoryId: mould.industryId,
        goodsName: 'g0',
        mouldId: mould.id,
        mouldValues: {},
        price: '1.00',
        originalPrice: '2.00',
        validityDays: 30,
        usageCount: 1,
        stock: 1,
      }),
      'goods saved',
    );
    return saved.id;
  },
  async apply(call, id, command) {
    if (command.kind === 'remove')
      return succeeded(await call('POST', `${goodsApi}/goods/remove?ids=${id}`), 'goods recycled');
    const { stock, ...details } = command.values;
    if (stock !== undefined)
      succeeded(await call('POST', `${goodsApi}/goods/updateStock?id=${id}&stock=${stock}`), 'stock set');
    if (Object.keys(details).length === 0) return;
    const current = await dataOf(call<Fields>('GET', `${goodsApi}/goods/detail?id=${id}`), 'goods read');
    succeeded(await call('POST', `${goodsApi}/goods/update`, { ...current, ...details, id }), 'goods edited');
  },
  async readModel(call, id) {
    const answer = await call<Fields>('GET', `${goodsApi}/goods/detail?id=${id}`);
    return answer.code === 404 ? undefined : picked(answer.data, goodsFields);
  },
  fromState: (state) => {
    if (!present(state)) return undefined;
    const { goodsName, price } = state.details as Fields;
    return { goodsName, price, stock: state.stock, status: statusOfStage(state.stage as GoodsStage) };
  },
};
