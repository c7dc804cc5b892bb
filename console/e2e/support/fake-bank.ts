import { expect } from '@playwright/test';
import type { FakePayment } from '../../../infra/src/fake-bank/fake-bank-micro-deposits';

/** Today as the tests' charges are valued (the UTC date, as the run's fake bank is told). */
export const today = new Date().toISOString().slice(0, 10);

/**
 * Calls a control endpoint of the run's fake supervise bank (E2E_BANK_URL, started by the global
 * setup): the bank's side of the story, told by the test. Answers the endpoint's answer.
 */
export async function bankControl<Answer = unknown>(path: string, body: object): Promise<Answer> {
  const answer = await fetch(new URL(path, process.env.E2E_BANK_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Answer;
}

/**
 * The bank receives a consumer's payment today and notifies the product, signed; answers the
 * bank's serial of it.
 */
export async function bankReceives(paymentNo: string, payerName: string, amountFen: number): Promise<string> {
  const charged = await bankControl<{ bankSerial: string }>('/control/charges', {
    paymentNo,
    payerName,
    amount: amountFen,
    valueDate: today,
  });
  return charged.bankSerial;
}

/**
 * The amount ("0.37") the run's fake supervise bank last paid into an account: what its holder
 * would read on the statement.
 */
export async function amountPaidTo(accountName: string): Promise<string> {
  const answer = await fetch(new URL('/control/payments', process.env.E2E_BANK_URL));
  const { payments } = (await answer.json()) as { payments: FakePayment[] };
  const payment = payments.filter((paid) => paid.accountName === accountName).at(-1);
  if (!payment) throw new Error(`the fake bank paid nothing to ${accountName}`);
  return payment.amount;
}
