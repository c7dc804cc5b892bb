import fc from 'fast-check';
import { chainedTimersXml } from '@services/workflow/testing/chained-timers-model';
import {
  dataOf,
  type Fields,
  picked,
  type ReadModelScenario,
  succeeded,
  word,
} from '@services/testing/state-as-of/read-model-scenario';

const model = '/api/blade-flow/model';
const modelFields = ['modelKey', 'name', 'description', 'xml', 'version'] as const;

/** A workflow model: its content edited as the modeler saves it, and removed. */
export const flowModel: ReadModelScenario = {
  type: 'flowModel',
  edits: fc.record({ name: word, description: word }, { requiredKeys: [] }),
  async create(call, n) {
    const body = { modelKey: `asof_${Date.now().toString(36)}_${n}`, name: 'm0', xml: chainedTimersXml };
    return (await dataOf(call<{ id: string }>('POST', `${model}/submit`, body), 'model created')).id;
  },
  async apply(call, id, command) {
    if (command.kind === 'remove')
      return succeeded(await call('POST', `${model}/remove?ids=${id}`), 'model removed');
    const current = await dataOf(call<Fields>('GET', `${model}/detail?id=${id}`), 'model read');
    succeeded(await call('POST', `${model}/submit`, { ...current, ...command.values, id }), 'model edited');
  },
  async readModel(call, id) {
    const answer = await call<Fields>('GET', `${model}/detail?id=${id}`);
    return answer.code === 404 ? undefined : picked(answer.data, modelFields);
  },
  fromState(state) {
    if ((state as Fields).status !== 'saved') return undefined;
    // A saved model's content, and the version its last deployment gave it.
    const { content, version } = state as { content: Fields; version: number };
    return picked({ ...content, version }, modelFields);
  },
};
