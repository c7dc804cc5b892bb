import fc from 'fast-check';
import type { FakeBank } from '@infra/fake-bank/fake-bank-server';
import { waitFor } from '@platform/jobs/testing/probes';
import type { Page } from '@platform/http/paging';
import { yuanOf } from '@services/money/amount.wire';
import type { CutPaymentBook } from '@services/money/cut-payment/cut-payment.decider';
import { cutPaymentStatus } from '@services/money/cut-payment/cut-payment.events';
import type { fundedOrders } from '@services/testing/funded-orders';
import { createMerchant } from '@services/testing/referenced-records';
import {
  answeredAsOffered,
  type Call,
  dataOf,
  type Fields,
  picked,
  type ReadModelScenario,
} from '@services/testing/state-as-of/read-model-scenario';
import { verifyBankAccount } from '@services/testing/verified-account';

export const cutPayments = '/api/prepaid-transaction/cutPaymentApply';
const applicationFields = ['batchNo', 'accountNo', 'accountName', 'serial', 'contractLink'] as const;
type Action = 'apply' | 'submit' | 'remove';

/** Applications keyed by orgPaymentNo, as both sides show them; undefined when the book holds none. */
const byOrgPaymentNo = (entries: [string, Fields][]) =>
  entries.length === 0 ? undefined : Object.fromEntries(entries);

/** The merchant's applications as the list shows them, newest first. */
async function listed(call: Call, merchantId: string): Promise<Fields[]> {
  const page = await dataOf(
    call<Page<Fields>>('GET', `${cutPayments}/list?merchantId=${merchantId}&size=50`),
    'cut-payments listed',
  );
  return page.records;
}

/**
 * A merchant of its own (numbered as other suites' are not) whose account is verified and whose
 * payable is fed by an order of 100 yuan half consumed: its id.
 */
export async function merchantWithPayable(
  call: Call,
  orders: ReturnType<typeof fundedOrders>,
  bank: () => FakeBank,
  merchantNumber: number,
): Promise<string> {
  const { merchant } = await createMerchant(call, '000000', merchantNumber);
  await verifyBankAccount(call, bank(), '000000', merchant.id);
  const paymentNo = `ASOF-CUT-${Date.now().toString(36)}-${merchantNumber}`;
  const order = await orders.order(merchant.id, paymentNo, 100, '2026-11-24');
  await orders.consume(order.id, 50);
  return merchant.id;
}

/** An application of `yuan` and 10 fen out of the merchant's payable, batched alone: its id. */
export async function cutPaymentApplied(
  call: Call,
  merchantId: string,
  orgPaymentNo: string,
  yuan: number,
): Promise<string> {
  const body = { merchantId, orgPaymentNo, batchNo: `B-${orgPaymentNo}`, amount: `${yuan}.10` };
  const applied = await dataOf(call<Fields>('POST', `${cutPayments}/apply`, body), 'cut-payment applied');
  return applied.id as string;
}

/** The bank's job answered the merchant's newest application (paid, or refused for good). */
export const newestAnswered = (call: Call, merchantId: string) =>
  waitFor(`the newest cut-payment of ${merchantId} answered by the bank`, async () => {
    const [row] = await listed(call, merchantId);
    return row.status === cutPaymentStatus.succeeded || row.status === cutPaymentStatus.failed;
  });

/**
 * A merchant's cut-payment book (its applications, keyed by the merchant): the merchant's account
 * verified and its payable fed by an order of 100 yuan half consumed, one application made, then
 * applications added, submitted or removed at random, each on the newest: what the list does not
 * offer is refused and writes nothing. A submission is paid by the bank's job, which the scenario
 * waits for, so every instant sees the bank's answer recorded. No sequence pays more than the
 * payable holds.
 */
export function cutPaymentBook(
  orders: ReturnType<typeof fundedOrders>,
  bank: () => FakeBank,
): ReadModelScenario {
  let applied = 0;
  const applyFor = (call: Call, merchantId: string, yuan: number) =>
    cutPaymentApplied(call, merchantId, `CUT-${merchantId}-${++applied}`, yuan);
  async function act(call: Call, merchantId: string, action: Exclude<Action, 'apply'>) {
    const [newest] = await listed(call, merchantId);
    if (!newest) return;
    const answer = await call('POST', `${cutPayments}/${action}?ids=${newest.id}`);
    const offered = (newest.allowedActions as Action[]).includes(action);
    answeredAsOffered(answer, offered, `cut-payment ${action}`);
    if (offered && action === 'submit') await newestAnswered(call, merchantId);
  }
  return {
    type: 'cutPaymentBook',
    edits: fc.record({
      action: fc.constantFrom<Action>('apply', 'submit', 'remove'),
      yuan: fc.integer({ min: 1, max: 5 }),
    }),
    async create(call, n) {
      const merchantId = await merchantWithPayable(call, orders, bank, 9700 + n);
      await applyFor(call, merchantId, 3);
      return merchantId;
    },
    async apply(call, id, command) {
      if (command.kind === 'remove') return act(call, id, 'remove');
      const { action, yuan } = command.values as { action: Action; yuan: number };
      if (action === 'apply') await applyFor(call, id, yuan);
      else await act(call, id, action);
    },
    async readModel(call, id) {
      const rows = await listed(call, id);
      return byOrgPaymentNo(
        rows.map((row) => [
          row.orgPaymentNo as string,
          { ...picked(row, applicationFields), amount: row.amount, status: row.status },
        ]),
      );
    },
    fromState(state) {
      const { applications } = (state ?? { applications: {} }) as CutPaymentBook;
      return byOrgPaymentNo(
        Object.values(applications).map((application) => [
          application.orgPaymentNo,
          {
            ...picked(application as unknown as Fields, applicationFields),
            amount: yuanOf(application.amountFen),
            status: cutPaymentStatus[application.stage],
          },
        ]),
      );
    },
  };
}
