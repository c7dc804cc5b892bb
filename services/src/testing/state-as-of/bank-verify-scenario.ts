import fc from 'fast-check';
import type { FakeBank } from '@infra/fake-bank/fake-bank-server';
import type { Page } from '@platform/http/paging';
import type { BankVerifyState } from '@services/merchant/merchant-bank-verify/bank-verify.decider';
import { createMerchant } from '@services/testing/referenced-records';
import {
  type Call,
  dataOf,
  type Fields,
  type ReadModelScenario,
  succeeded,
} from '@services/testing/state-as-of/read-model-scenario';

const bankVerify = '/api/prepaid-merchant/merchantBankVerify';
type Attempt = 'right' | 'wrong' | 'request';

/**
 * The verification as the list shows it: where it stands, the account, and the tries left while
 * a request is open (the fold keeps them only then).
 */
function shown(status: string, accountNo: unknown, accountName: unknown, attemptsLeft: unknown): Fields {
  const open = status === 'requested' || status === 'deposited';
  return { status, accountNo, accountName, ...(open ? { attemptsLeft } : {}) };
}

/**
 * A merchant's bank account verification, asked for when the merchant is made and then tried at
 * random (the amount the bank paid, a wrong one, a new request): what the list does not offer is
 * refused and writes nothing. It is never removed: its end is to enter the amount paid.
 */
export function bankVerification(bank: () => FakeBank): ReadModelScenario {
  const names = new Map<string, string>();
  const listed = async (call: Call, id: string) => {
    const page = await dataOf(
      call<Page<Fields>>('GET', `${bankVerify}/page?merchantName=${encodeURIComponent(names.get(id)!)}`),
      'verifications listed',
    );
    return page.records[0];
  };
  async function attempt(call: Call, id: string, kind: Attempt) {
    const row = (await listed(call, id))!;
    const offered = (row.allowedActions as string[]).includes(kind === 'request' ? 'request' : 'verify');
    const answer =
      kind === 'request'
        ? await call('POST', `${bankVerify}/requestBankVerify?id=${id}`)
        : await call('POST', `${bankVerify}/accountVerify`, { id, transAmt: amount(row, kind) });
    // A wrong amount counts a try, and is answered as refused.
    if (offered && kind !== 'wrong') succeeded(answer, `verification ${kind}`);
    else if (answer.code === 200) throw new Error(`verification ${kind} not refused`);
  }
  const amount = (row: Fields, kind: Attempt) => {
    const paid = bank()
      .payments()
      .findLast((payment) => payment.accountNo === row.bankAccountNo)?.amount;
    return kind === 'right' ? paid : paid === '0.99' ? '0.98' : '0.99';
  };
  return {
    type: 'merchantBankVerify',
    edits: fc.record({ attempt: fc.constantFrom<Attempt>('right', 'wrong', 'request') }),
    async create(call, n) {
      const { merchant } = await createMerchant(call, '000000', 9300 + n);
      names.set(merchant.id, merchant.merchantName as string);
      succeeded(
        await call('POST', `${bankVerify}/requestBankVerify?id=${merchant.id}`),
        'verification asked',
      );
      return merchant.id;
    },
    async apply(call, id, command) {
      await attempt(call, id, command.kind === 'remove' ? 'right' : (command.values.attempt as Attempt));
    },
    async readModel(call, id) {
      const row = await listed(call, id);
      if (!row || row.status === 'unverified') return undefined;
      return shown(row.status as string, row.bankAccountNo, row.bankAccountName, row.attemptsLeft);
    },
    fromState(state) {
      const verification = state as BankVerifyState;
      if (verification.status === 'none') return undefined;
      const { accountNo, accountName } = verification.account;
      const left = 'attemptsLeft' in verification ? verification.attemptsLeft : undefined;
      return shown(verification.status, accountNo, accountName, left);
    },
  };
}
