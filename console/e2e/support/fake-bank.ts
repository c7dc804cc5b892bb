import { FakeBankControl } from '../../../infra/src/fake-bank/fake-bank-control';

/** Today as the tests' charges are valued (the UTC date, as the run's fake bank is told). */
export const today = new Date().toISOString().slice(0, 10);

/**
 * The run's fake supervise bank (E2E_BANK_URL, started by the global setup), through its control
 * endpoints: the bank's side of the story, told by the test.
 */
export function runBank(): FakeBankControl {
  const url = process.env.E2E_BANK_URL;
  if (!url) throw new Error('E2E_BANK_URL is not set: the global setup starts the fake bank');
  return new FakeBankControl(url);
}

/**
 * The bank receives a consumer's payment today and notifies the product, signed; answers the
 * bank's serial of it.
 */
export async function bankReceives(paymentNo: string, payerName: string, amountFen: number): Promise<string> {
  const notice = await runBank().receivePayment({
    paymentNo,
    payerName,
    amount: amountFen,
    valueDate: today,
  });
  return notice.bankSerial;
}

/**
 * The amount ("0.37") the run's fake supervise bank last paid into an account: what its holder
 * would read on the statement.
 */
export async function amountPaidTo(accountName: string): Promise<string> {
  const payment = (await runBank().payments()).filter((paid) => paid.accountName === accountName).at(-1);
  if (!payment) throw new Error(`the fake bank paid nothing to ${accountName}`);
  return payment.amount;
}
