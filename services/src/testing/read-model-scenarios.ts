import fc from 'fast-check';
import type { GoodsStage } from '@services/goods/goods.stage';
import { statusOfStage } from '@services/goods/goods.stage';
import { mouldStatus } from '@services/goods/mould/goods-mould.events';
import { createMerchant } from '@services/testing/referenced-records';
import type { Answer, tenantCaller } from '@services/testing/tenant-caller';

type Call = ReturnType<typeof tenantCaller>;
type Fields = Record<string, unknown>;

/** What a command does to the record: change some of its fields, or remove it. */
export type Command = { kind: 'edit'; values: Fields } | { kind: 'remove' };

/** A reply's data once it is known to have succeeded. */
async function dataOf<T>(reply: Promise<Answer<T>>, what: string): Promise<T> {
  const answer = await reply;
  succeeded(answer, what);
  return answer.data;
}

/**
 * One aggregate type as the property test drives it: through its REST commands, read back from
 * its read model, and the part of its folded state that read model shows.
 */
export interface ReadModelScenario {
  type: string;
  /** Random edits of the fields the read model shows. */
  edits: fc.Arbitrary<Fields>;
  /** Creates a record (the `n`-th of the run) and answers its id. */
  create(call: Call, n: number): Promise<string>;
  apply(call: Call, id: string, command: Command): Promise<void>;
  /** The record as the read model holds it now; undefined when it holds none. */
  readModel(call: Call, id: string): Promise<Fields | undefined>;
  /** The fields `readModel` answers, from the state folded by the aggregate's own rules. */
  fromState(state: unknown): Fields | undefined;
}

const word = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/);
const present = (state: unknown): state is Fields =>
  typeof state === 'object' && state !== null && (state as Fields).status === 'present';
const picked = (source: Fields, fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, source[field]]));
const succeeded = (answer: Answer, what: string) => {
  if (answer.code !== 200) throw new Error(`${what}: ${answer.code} ${answer.msg}`);
};

const paramFields = ['paramName', 'paramKey', 'paramValue', 'remark'] as const;
/** Each parameter's key, which no edit changes: the registry lists parameters by key, not by id. */
const paramKeys = new Map<string, string>();

/** A parameter as its list shows it; undefined once it is removed. */
async function listedParam(call: Call, id: string): Promise<Fields | undefined> {
  const list = await call<{ records: Fields[] }>(
    'GET',
    `/api/blade-system/param/list?paramKey=${paramKeys.get(id)}`,
  );
  const found = list.data.records.find((record) => record.id === id);
  return found && picked(found, paramFields);
}

/** A plain record of the resource registry: a parameter, folded by the registry's decider. */
const param: ReadModelScenario = {
  type: 'param',
  edits: fc.record({ paramName: word, paramValue: word, remark: word }, { requiredKeys: [] }),
  async create(call, n) {
    const key = `asof.${Date.now().toString(36)}.${n}`;
    const body = { paramName: key, paramKey: key, paramValue: 'v0' };
    const created = await call<{ id: string }>('POST', '/api/blade-system/param/submit', body);
    succeeded(created, 'param created');
    paramKeys.set(created.data.id, key);
    return created.data.id;
  },
  async apply(call, id, command) {
    if (command.kind === 'remove')
      return succeeded(await call('POST', `/api/blade-system/param/remove?ids=${id}`), 'param removed');
    const body = { ...(await listedParam(call, id)), id, ...command.values };
    succeeded(await call('POST', '/api/blade-system/param/submit', body), 'param edited');
  },
  readModel: listedParam,
  fromState: (state) => (present(state) ? picked(state.record as Fields, paramFields) : undefined),
};

const merchantFields = ['merchantName', 'legalPerson', 'contactName', 'address', 'bankAccountName'] as const;

/** A merchant: a context's own aggregate, folded by its decider into a profile. */
const merchant: ReadModelScenario = {
  type: 'merchant',
  edits: fc.record(
    { merchantName: word, legalPerson: word, contactName: word, address: word, bankAccountName: word },
    { requiredKeys: [] },
  ),
  async create(call, n) {
    // Numbers of their own: the categories, banks and credit codes of other suites' merchants.
    return (await createMerchant(call, '000000', 9000 + n)).merchant.id;
  },
  async apply(call, id, command) {
    if (command.kind === 'remove') {
      const answer = await call('POST', `/api/prepaid-merchant/merchant/remove?ids=${id}`);
      return succeeded(answer, 'merchant removed');
    }
    const { data } = await call<Fields>('GET', `/api/prepaid-merchant/merchant/detail?id=${id}`);
    const body = { ...data, id, ...command.values };
    succeeded(await call('POST', '/api/prepaid-merchant/merchant/submit', body), 'merchant edited');
  },
  async readModel(call, id) {
    const answer = await call<Fields>('GET', `/api/prepaid-merchant/merchant/detail?id=${id}`);
    // A merchant removed, or not yet registered, is not found.
    return answer.code === 404 ? undefined : picked(answer.data, merchantFields);
  },
  fromState: (state) => (present(state) ? picked(state.profile as Fields, merchantFields) : undefined),
};

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
const goodsMould: ReadModelScenario = {
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
const goods: ReadModelScenario = {
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

const userFields = ['account', 'name', 'realName'] as const;

/** A user: its own decider folds a profile, which the user list and detail show. */
const user: ReadModelScenario = {
  type: 'user',
  edits: fc.record({ name: word, realName: word }, { requiredKeys: [] }),
  async create(call, n) {
    const account = `asof${Date.now().toString(36)}${n}`;
    // The password as the console sends one: its md5 (of 123456).
    const body = {
      account,
      name: 'u0',
      realName: 'u0',
      password: 'e10adc3949ba59abbe56e057f20f883e',
      userType: 1,
    };
    return (await dataOf(call<{ id: string }>('POST', '/api/blade-user/submit', body), 'user created')).id;
  },
  async apply(call, id, command) {
    if (command.kind === 'remove')
      return succeeded(await call('POST', `/api/blade-user/remove?ids=${id}`), 'user removed');
    const current = await dataOf(call<Fields>('GET', `/api/blade-user/detail?id=${id}`), 'user read');
    succeeded(
      await call('POST', '/api/blade-user/update', { ...current, ...command.values, id }),
      'user edited',
    );
  },
  async readModel(call, id) {
    const answer = await call<Fields>('GET', `/api/blade-user/detail?id=${id}`);
    return answer.code === 404 ? undefined : picked(answer.data, userFields);
  },
  fromState: (state) => (present(state) ? picked(state.profile as Fields, userFields) : undefined),
};

export const readModelScenarios: readonly ReadModelScenario[] = [param, merchant, goods, goodsMould, user];
