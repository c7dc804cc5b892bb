import { newBankSerial } from './fake-bank-values';

export interface FakePayment {
  requestId: string;
  accountNo: string;
  accountName: string;
  amount: string;
  bankSerialNo: string;
  paidAt: string;
}

/**
 * Micro-deposits that prove a merchant's account: a request id is paid once (yuan, 0.01 to 0.99);
 * a repeat answers the first payment, a repeat with another amount or account is refused with
 * 409. They are the bank's own verification service and do not touch the supervised account.
 */
export class FakeBankMicroDeposits {
  private readonly paid = new Map<string, FakePayment>();
  private arrivals = 0;

  /** Counts a call reaching the bank, before the behaviour switch decides its fate. */
  arrive(): void {
    this.arrivals++;
  }

  pay(body: Partial<FakePayment>, paidAt: string): { httpStatus: number; body: object } {
    const { requestId, accountNo, accountName, amount } = body;
    if (!requestId || !accountNo || !accountName || !/^0\.(0[1-9]|[1-9]\d)$/.test(amount ?? ''))
      return { httpStatus: 400, body: { error: 'invalid request' } };
    const earlier = this.paid.get(requestId);
    if (earlier) {
      if (earlier.amount !== amount || earlier.accountNo !== accountNo)
        return { httpStatus: 409, body: { error: 'request id reused for another payment' } };
      return { httpStatus: 200, body: earlier };
    }
    const payment = {
      requestId,
      accountNo,
      accountName,
      amount: amount!,
      bankSerialNo: newBankSerial(),
      paidAt,
    };
    this.paid.set(requestId, payment);
    return { httpStatus: 200, body: payment };
  }

  /** Every payment made, once per request id. */
  payments(): FakePayment[] {
    return [...this.paid.values()];
  }

  /** How many payment calls arrived, repeats and refused ones included. */
  calls(): number {
    return this.arrivals;
  }

  clear(): void {
    this.paid.clear();
    this.arrivals = 0;
  }
}
