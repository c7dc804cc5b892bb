import fc from 'fast-check';
import {
  dataOf,
  type Fields,
  picked,
  present,
  type ReadModelScenario,
  succeeded,
  word,
} from '@services/testing/state-as-of/read-model-scenario';

const userFields = ['account', 'name', 'realName'] as const;

/** A user: its own decider folds a profile, which the user list and detail show. */
export const user: ReadModelScenario = {
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
