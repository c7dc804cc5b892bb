import fc from 'fast-check';
import { createMerchant } from '@services/testing/referenced-records';
import type { Answer, tenantCaller } from '@services/testing/tenant-caller';

type Call = ReturnType<typeof tenantCaller>;
type Fields = Record<string, unknown>;

/** What a command does to the record: change some of its fields, or remove it. */
export type Command = { kind: 'edit'; values: Fields } | { kind: 'remove' };

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

export const readModelScenarios: readonly ReadModelScenario[] = [param, merchant];
