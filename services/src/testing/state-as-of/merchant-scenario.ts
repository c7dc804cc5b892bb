import fc from 'fast-check';
import { createMerchant } from '@services/testing/referenced-records';
import {
  type Fields,
  picked,
  present,
  type ReadModelScenario,
  succeeded,
  word,
} from '@services/testing/state-as-of/read-model-scenario';

const merchantFields = ['merchantName', 'legalPerson', 'contactName', 'address', 'bankAccountName'] as const;

/** A merchant: a context's own aggregate, folded by its decider into a profile. */
export const merchant: ReadModelScenario = {
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
