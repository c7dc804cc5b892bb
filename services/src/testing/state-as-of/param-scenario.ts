import fc from 'fast-check';
import {
  type Call,
  type Fields,
  picked,
  present,
  type ReadModelScenario,
  succeeded,
  word,
} from '@services/testing/state-as-of/read-model-scenario';

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
export const param: ReadModelScenario = {
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
