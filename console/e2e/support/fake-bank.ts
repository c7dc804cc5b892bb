import type { FakePayment } from '../../../infra/src/fake-bank/fake-bank-micro-deposits';

/**
 * The amount ("0.37") the run's fake supervise bank (E2E_BANK_URL, started by the global setup)
 * last paid into an account: what its holder would read on the statement.
 */
export async function amountPaidTo(accountName: string): Promise<string> {
  const answer = await fetch(new URL('/control/payments', process.env.E2E_BANK_URL));
  const { payments } = (await answer.json()) as { payments: FakePayment[] };
  const payment = payments.filter((paid) => paid.accountName === accountName).at(-1);
  if (!payment) throw new Error(`the fake bank paid nothing to ${accountName}`);
  return payment.amount;
}
